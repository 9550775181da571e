/** The launchpool calls (LP-API-01..19) and the three notification services (DEC-13). */
import type { CandyDropPromotion } from '../domain/launchpool/candyDropPromotion';
import type {
  CoinCallSetting,
  HodlerConfig,
  LaunchpoolProjectSummary,
  LaunchpoolRecord,
  LaunchpoolRecordsQuery,
  LoanAmounts,
  ProjectInfo,
  ReferralInfo,
  UserProjectStatistics,
} from '../domain/launchpool/models';
import {
  isNotificationOn,
  notificationRequestValue,
  type NotificationService,
  type NotificationState,
} from '../domain/launchpool/notifications';
import type {
  CandyDropPromotionParamsDto,
  CandyDropSubscribeDto,
  CandyDropSubscribeStatusDto,
  CheckPoolRuleDto,
  CoinCallSettingDto,
  CoinCallSettingParamsDto,
  CreateOrderDto,
  EarnMoreParamsDto,
  HeraldSwitchesDto,
  HodlerConfigDto,
  HodlerConfigRequestDto,
  HodlerConfigSetDto,
  LaunchpoolRecordDto,
  LaunchpoolRecordsParamsDto,
  LaunchpoolRedeemDto,
  ProjectInfoDto,
  ProjectInfoParamsDto,
  ReferralInfoDto,
} from './dto/launchpool';
import {
  mapCandyDropPromotion,
  mapCoinCallSetting,
  mapHodlerConfig,
  mapLaunchpoolProjects,
  mapLaunchpoolRecord,
  mapLaunchpoolSwitch,
  mapProjectInfo,
  mapReferralInfo,
  mapUserProjectStatistics,
} from './map/launchpool';
import { readAnswer } from './errors';
import { amountMap, integer, pageOf } from './map/read';
import type { Page } from '../domain/shared/pagination';
import type { TableDto } from './dto/common';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The launchpool calls of a client. Answers the spec does not show resolve with the raw `data`. */
export interface LaunchpoolApi {
  /** GET rebate/get_user_info (LP-API-01). */
  referralInfo(options?: EarnCallOptions): Promise<ReferralInfo>;
  /** GET get-currency-call-setting (LP-API-02). */
  coinCallSetting(params: CoinCallSettingParamsDto, options?: EarnCallOptions): Promise<CoinCallSetting>;
  /** POST hodler-airdrop/config_set, form (LP-API-03). */
  setHodlerConfig(body: HodlerConfigSetDto, options?: EarnCallOptions): Promise<unknown>;
  /** POST hodler-airdrop/config, form, with action 'config' (LP-API-04). */
  hodlerConfig(options?: EarnCallOptions): Promise<HodlerConfig>;
  /** GET task-square/global-subscribe-status (LP-API-05): true when subscribed. */
  candyDropSubscribeStatus(options?: EarnCallOptions): Promise<boolean>;
  /** POST task-square/subscribe-msg, form, aid -1 (LP-API-06): status 1 subscribe, 2 unsubscribe. */
  setCandyDropSubscription(body: Pick<CandyDropSubscribeDto, 'status'>, options?: EarnCallOptions): Promise<unknown>;
  /** GET herald/category/switch (LP-API-07): the startup_mining_switch item, true when on. */
  launchpoolSwitch(options?: EarnCallOptions): Promise<boolean>;
  /** POST herald/switches, JSON (LP-API-08). */
  setLaunchpoolSwitch(on: boolean, options?: EarnCallOptions): Promise<unknown>;
  /** The three services' states at once (LP-NOTIF-01, DEC-13). */
  notificationState(options?: EarnCallOptions): Promise<NotificationState>;
  /** Switches one service with its own call and encoding (LP-NOTIF-02, DEC-13). */
  setNotification(service: NotificationService, on: boolean, options?: EarnCallOptions): Promise<unknown>;
  /** POST check-pool-rule, JSON (LP-API-09). */
  checkPoolRule(body: CheckPoolRuleDto, options?: EarnCallOptions): Promise<unknown>;
  /** POST create-order, JSON (LP-API-10/11): the stake. */
  createOrder(body: CreateOrderDto, options?: EarnCallOptions): Promise<unknown>;
  /** POST launch-pool/redeem, JSON (LP-API-12). */
  redeem(body: LaunchpoolRedeemDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET project-info (LP-API-13). */
  projectInfo(params: ProjectInfoParamsDto, options?: EarnCallOptions): Promise<ProjectInfo>;
  /** GET project-list (DEC-27, unstated path): every project with its event state, times and pools. */
  projects(options?: EarnCallOptions): Promise<readonly LaunchpoolProjectSummary[]>;
  /** GET user-records (LP-LIST-01..03, unstated path): a page of the user's stakes or rewards in a time span. */
  records(query: LaunchpoolRecordsQuery, options?: EarnCallOptions): Promise<Page<LaunchpoolRecord>>;
  /** GET user-project-statistics (LP-API-14). */
  userProjectStatistics(
    params: { readonly pid: number | string },
    options?: EarnCallOptions,
  ): Promise<readonly UserProjectStatistics[]>;
  /** GET earn-more (LP-API-15); not on the US site (LP-API-16), which the caller decides. */
  earnMore(params: EarnMoreParamsDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET user-stat (LP-API-17), logged in only. */
  userStat(options?: EarnCallOptions): Promise<unknown>;
  /** GET get-user-loan-property (LP-API-18): coin to loan amount. */
  userLoanProperty(options?: EarnCallOptions): Promise<LoanAmounts>;
  /** GET promotion-list (LP-API-19, unstated path), type candydrop by coin: the card, or null. */
  candyDropPromotion(
    params: Pick<CandyDropPromotionParamsDto, 'coin'>,
    options?: EarnCallOptions,
  ): Promise<CandyDropPromotion | null>;
}

/** The launchpool calls over a transport. */
export function createLaunchpoolApi(transport: EarnTransport): LaunchpoolApi {
  const api: LaunchpoolApi = {
    async referralInfo(options = {}) {
      return mapReferralInfo(await transport.call<ReferralInfoDto>('referralInfo', { signal: options.signal }));
    },
    async coinCallSetting(params, options = {}) {
      return mapCoinCallSetting(
        await transport.call<CoinCallSettingDto>('coinCallSetting', { query: params, signal: options.signal }),
      );
    },
    setHodlerConfig(body, options = {}) {
      return transport.call('hodlerConfigSet', { body, signal: options.signal });
    },
    async hodlerConfig(options = {}) {
      return mapHodlerConfig(
        await transport.call<HodlerConfigDto>('hodlerConfig', {
          body: { action: 'config' } satisfies HodlerConfigRequestDto,
          signal: options.signal,
        }),
      );
    },
    async candyDropSubscribeStatus(options = {}) {
      const data = await transport.call<CandyDropSubscribeStatusDto | null>('candyDropSubscribeStatus', {
        signal: options.signal,
      });
      return isNotificationOn(integer(data?.global_subscribe_status));
    },
    setCandyDropSubscription(body, options = {}) {
      return transport.call('candyDropSubscribe', {
        body: { aid: -1, status: body.status } satisfies CandyDropSubscribeDto,
        signal: options.signal,
      });
    },
    async launchpoolSwitch(options = {}) {
      return mapLaunchpoolSwitch(await transport.call('heraldCategorySwitch', { signal: options.signal }));
    },
    setLaunchpoolSwitch(on, options = {}) {
      return transport.call('heraldSwitches', {
        body: { sets: { startup_mining_switch: on ? 1 : 0 } } satisfies HeraldSwitchesDto,
        signal: options.signal,
      });
    },
    async notificationState(options = {}) {
      const [candyDrop, launchpool, hodler] = await Promise.all([
        api.candyDropSubscribeStatus(options),
        api.launchpoolSwitch(options),
        api.hodlerConfig(options),
      ]);
      return { candyDrop, launchpool, hodlerAirdrop: hodler.hodlerNotify };
    },
    setNotification(service, on, options = {}) {
      const value = notificationRequestValue(service, on);
      if (service === 'candyDrop') return api.setCandyDropSubscription({ status: value as 1 | 2 }, options);
      if (service === 'launchpool') return api.setLaunchpoolSwitch(on, options);
      return api.setHodlerConfig({ name: 'HODLER_AIRDROP_NOTIFY', value: value as '1' | '0' }, options);
    },
    checkPoolRule(body, options = {}) {
      return transport.call('checkPoolRule', { body, signal: options.signal });
    },
    createOrder(body, options = {}) {
      return transport.call('createOrder', { body, signal: options.signal, idempotencyKey: options.idempotencyKey });
    },
    redeem(body, options = {}) {
      return transport.call('launchpoolRedeem', {
        body,
        signal: options.signal,
        idempotencyKey: options.idempotencyKey,
      });
    },
    async projectInfo(params, options = {}) {
      const data = await transport.call<ProjectInfoDto>('projectInfo', { query: params, signal: options.signal });
      return readAnswer('projectInfo', data, mapProjectInfo);
    },
    async projects(options = {}) {
      const data = await transport.call('launchpoolProjects', { signal: options.signal });
      return readAnswer('launchpoolProjects', data, mapLaunchpoolProjects);
    },
    async records(query, options = {}) {
      const params: LaunchpoolRecordsParamsDto = {
        type: query.list === 'rewards' ? 'reward' : 'stake',
        ...(query.projectId === undefined ? {} : { pid: query.projectId }),
        // Whole seconds, both ends included: the end's last millisecond still falls in its second.
        start_at: Math.floor(query.startAt / 1000),
        end_at: Math.floor(query.endAt / 1000),
        page: query.page,
        limit: query.limit,
      };
      const data = await transport.call<TableDto<LaunchpoolRecordDto>>('launchpoolRecords', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('launchpoolRecords', data, (answer) => pageOf(answer, mapLaunchpoolRecord));
    },
    async userProjectStatistics(params, options = {}) {
      const data = await transport.call('userProjectStatistics', { query: params, signal: options.signal });
      return readAnswer('userProjectStatistics', data, mapUserProjectStatistics);
    },
    earnMore(params, options = {}) {
      return transport.call('earnMore', { query: params, signal: options.signal });
    },
    userStat(options = {}) {
      return transport.call('userStat', { signal: options.signal });
    },
    async userLoanProperty(options = {}) {
      const data = await transport.call('userLoanProperty', { signal: options.signal });
      return readAnswer('userLoanProperty', data, amountMap);
    },
    async candyDropPromotion(params, options = {}) {
      return mapCandyDropPromotion(
        await transport.call('candyDropPromotion', {
          query: { type: 'candydrop', coin: params.coin } satisfies CandyDropPromotionParamsDto,
          signal: options.signal,
        }),
      );
    },
  };
  return api;
}
