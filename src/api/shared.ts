/** The shared calls (SH-API-07..13, SE-API-33, HD-API-04): balances, compliance, account mode, tickers. */
import type { AccountMode } from '../domain/shared/accountMode';
import { currencyPairsParam, type MarketTicker } from '../domain/shared/tickers';
import type { AvailableBalance, BorrowCoinSetting, ComplianceCheck } from '../domain/launchpool/models';
import type {
  AccountModeDto,
  BorrowCoinSettingsParamsDto,
  ComplianceCheckDto,
  LentAvailableDto,
  LentAvailableParamsDto,
  MarketTickersParamsDto,
  OutableRequestDto,
} from './dto/shared';
import { mapAccountMode, mapBorrowCoinSetting, mapComplianceCheck, mapOutable, mapTickers } from './map/shared';
import { readAnswer } from './errors';
import { readAmount } from './map/read';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The shared calls of a client. */
export interface SharedApi {
  /** POST outable, JSON (SH-API-07): available balances keyed by coin. Polled every 60 s by `useOutableBalances`. */
  outable(body: OutableRequestDto, options?: EarnCallOptions): Promise<Readonly<Record<string, AvailableBalance>>>;
  /** GET lent/available (SH-API-09): data.available as decimal text. */
  lentAvailable(params: LentAvailableParamsDto, options?: EarnCallOptions): Promise<string>;
  /** GET compliance/check (SH-API-10). */
  complianceCheck(options?: EarnCallOptions): Promise<ComplianceCheck>;
  /** GET borrow-coin-settings (SH-API-11). */
  borrowCoinSettings(params: BorrowCoinSettingsParamsDto, options?: EarnCallOptions): Promise<BorrowCoinSetting>;
  /** GET unified/account_mode (SH-API-12). */
  accountMode(options?: EarnCallOptions): Promise<AccountMode>;
  /** GET market/tickers (SH-API-13) with currency_pairs as given. */
  marketTickers(params: MarketTickersParamsDto, options?: EarnCallOptions): Promise<readonly MarketTicker[]>;
  /** The USDT prices of coins (HD-API-04): market/tickers for their COIN_USDT pairs, stable coins left out. */
  coinPrices(coins: readonly string[], options?: EarnCallOptions): Promise<readonly MarketTicker[]>;
  /** GET unified/maintenance_margin_rate (SE-API-33): its answer is not specified and is passed through. */
  maintenanceMarginRate(options?: EarnCallOptions): Promise<unknown>;
}

/** The shared calls over a transport. */
export function createSharedApi(transport: EarnTransport): SharedApi {
  const api: SharedApi = {
    async outable(body, options = {}) {
      const data = await transport.call('outable', { body, signal: options.signal });
      return readAnswer('outable', data, (answer) => mapOutable(answer, body.assets));
    },
    async lentAvailable(params, options = {}) {
      const data = await transport.call<LentAvailableDto | null>('lentAvailable', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('lentAvailable', data, (answer) => readAmount(answer?.available));
    },
    async complianceCheck(options = {}) {
      return mapComplianceCheck(
        await transport.call<ComplianceCheckDto>('complianceCheck', { signal: options.signal }),
      );
    },
    async borrowCoinSettings(params, options = {}) {
      return mapBorrowCoinSetting(
        await transport.call('borrowCoinSettings', { query: params, signal: options.signal }),
        params.coin,
      );
    },
    async accountMode(options = {}) {
      return mapAccountMode(await transport.call<AccountModeDto>('accountMode', { signal: options.signal }));
    },
    async marketTickers(params, options = {}) {
      const data = await transport.call('marketTickers', { query: params, signal: options.signal });
      return readAnswer('marketTickers', data, mapTickers);
    },
    async coinPrices(coins, options = {}) {
      const pairs = currencyPairsParam(coins);
      return pairs === '' ? [] : api.marketTickers({ currency_pairs: pairs }, options);
    },
    maintenanceMarginRate(options = {}) {
      return transport.call('maintenanceMarginRate', { signal: options.signal });
    },
  };
  return api;
}
