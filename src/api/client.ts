/**
 * `createEarnClient`: one object with a typed function for every call of the spec, grouped by area, over
 * one transport (timeouts, retries, CSRF, login and funding-password handling). See docs/api.md.
 */
import type { AutoEarnApi } from './autoEarn';
import type { DualEarnApi } from './dualEarn';
import type { HoldingsApi } from './holdings';
import type { LaunchpoolApi } from './launchpool';
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

/**
 * An area whose code loads with its first call. Every member of an area is an async call, so a
 * member that first waits for the area's module keeps its signature exactly: the Simple Earn home
 * does not download the holdings, history, launchpool, staking or wealth calls (and their mapping)
 * until it makes one.
 */
function lazyArea<Area extends object>(load: () => Promise<Area>): Area {
  let area: Promise<Area> | undefined;
  const members = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as Area, {
    get(_target, name) {
      // Not a promise itself (so `await area` is the area), and no symbol is a call.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let member = members.get(name);
      if (!member) {
        member = async (...args) => {
          const api = (await (area ??= load())) as Record<PropertyKey, unknown>;
          const call = api[name];
          if (typeof call !== 'function') throw new TypeError(`earnkit: the client has no call '${String(name)}'`);
          return (call as (...callArgs: unknown[]) => Promise<unknown>).apply(api, args);
        };
        members.set(name, member);
      }
      return member;
    },
  });
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
