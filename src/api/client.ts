/**
 * `createEarnClient`: one object with a typed function for every call of the spec, grouped by area, over
 * one transport (timeouts, retries, CSRF, login and funding-password handling). See docs/api.md.
 */
import { createAutoEarnApi, type AutoEarnApi } from './autoEarn';
import { createDualEarnApi, type DualEarnApi } from './dualEarn';
import { createHoldingsApi, type HoldingsApi } from './holdings';
import { createLaunchpoolApi, type LaunchpoolApi } from './launchpool';
import { createSharedApi, type SharedApi } from './shared';
import { createSimpleEarnApi, type SimpleEarnApi } from './simpleEarn';
import { createSimpleEarnHistoryApi, type SimpleEarnHistoryApi } from './simpleEarnHistory';
import { createSoftStakingApi, type SoftStakingApi } from './softStaking';
import { createStakingApi, type StakingApi } from './staking';
import { createEarnTransport, type EarnClientOptions, type EarnTransport } from './transport';
import { createWealthApi, type WealthApi } from './wealth';

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
  const simpleEarn = createSimpleEarnApi(transport);
  return {
    transport,
    shared: createSharedApi(transport),
    launchpool: createLaunchpoolApi(transport),
    simpleEarn,
    simpleEarnHistory: createSimpleEarnHistoryApi(transport),
    holdings: createHoldingsApi(transport, simpleEarn),
    autoEarn: createAutoEarnApi(transport, simpleEarn),
    staking: createStakingApi(transport),
    softStaking: createSoftStakingApi(transport),
    wealth: createWealthApi(transport),
    dualEarn: createDualEarnApi(transport),
  };
}
