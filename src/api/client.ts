/**
 * `createEarnClient`: one object with a typed function for every call of the spec, grouped by area, over
 * one transport (timeouts, retries, CSRF, login and funding-password handling). See docs/api.md.
 */
import type { AutoEarnApi } from './autoEarn';
import type { DualEarnApi } from './dualEarn';
import type { HoldingsApi } from './holdings';
import type { LaunchpoolApi } from './launchpool';
import { lazyArea } from './lazyArea';
import { createSharedApi, type SharedApi } from './shared';
import type { SimpleEarnApi } from './simpleEarn';
import type { SimpleEarnHistoryApi } from './simpleEarnHistory';
import type { SoftStakingApi } from './softStaking';
import type { StakingApi } from './staking';
import { createEarnTransport, type EarnClientOptions, type EarnTransport } from './transport';
import type { WealthApi } from './wealth';

/** The typed client: `client.simpleEarn.coinInfo(...)`, `client.staking.product(...)`, ... */
export interface EarnClient {
  /** The transport the areas share; `transport.call` reaches any call of the table directly. */
  readonly transport: EarnTransport;
  readonly shared: SharedApi;
  readonly launchpool: LaunchpoolApi;
  readonly simpleEarn: SimpleEarnApi;
  readonly simpleEarnHistory: SimpleEarnHistoryApi;
  readonly holdings: HoldingsApi;
  readonly autoEarn: AutoEarnApi;
  readonly staking: StakingApi;
  readonly softStaking: SoftStakingApi;
  readonly wealth: WealthApi;
  readonly dualEarn: DualEarnApi;
}

/** A client for a backend; every option has a default, so `createEarnClient()` works on the exchange's own origin. */
export function createEarnClient(options: EarnClientOptions = {}): EarnClient {
  const transport = createEarnTransport(options);
  // Simple Earn's calls and mappers (with auto-earn's, which list its market) load with its first call too: a
  // page of another area does not download them.
  const simpleEarn = lazyArea(() => import('./simpleEarn').then((module) => module.createSimpleEarnApi(transport)));
  return {
    transport,
    shared: createSharedApi(transport),
    launchpool: lazyArea(() => import('./launchpool').then((module) => module.createLaunchpoolApi(transport))),
    simpleEarn,
    simpleEarnHistory: lazyArea(() =>
      import('./simpleEarnHistory').then((module) => module.createSimpleEarnHistoryApi(transport)),
    ),
    holdings: lazyArea(() => import('./holdings').then((module) => module.createHoldingsApi(transport, simpleEarn))),
    autoEarn: lazyArea(() => import('./autoEarn').then((module) => module.createAutoEarnApi(transport, simpleEarn))),
    staking: lazyArea(() => import('./staking').then((module) => module.createStakingApi(transport))),
    softStaking: lazyArea(() => import('./softStaking').then((module) => module.createSoftStakingApi(transport))),
    wealth: lazyArea(() => import('./wealth').then((module) => module.createWealthApi(transport))),
    dualEarn: lazyArea(() => import('./dualEarn').then((module) => module.createDualEarnApi(transport))),
  };
}
