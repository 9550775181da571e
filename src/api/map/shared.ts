/** DTO → domain for the shared calls (SH-API-07..13). */
import { accountModeNameFrom, type AccountMode } from '../../domain/shared/accountMode';
import type { MarketTicker } from '../../domain/shared/tickers';
import type { AvailableBalance, BorrowCoinSetting, ComplianceCheck } from '../../domain/launchpool/models';
import type { StakingFaqItem } from '../../domain/staking/user.types';
import type { FaqItemDto } from '../dto/common';
import type {
  AccountModeDto,
  BorrowCoinSettingDto,
  ComplianceCheckDto,
  MarketTickerDto,
  OutableItemDto,
} from '../dto/shared';
import { flag, listOf, readAmount, text } from './read';

/** One outable item (LP-DATA-13): every amount required, as a balance read as 0 would hide the user's money. */
function mapAvailableBalance(dto: OutableItemDto): AvailableBalance {
  return {
    outable: readAmount(dto.outable),
    lendEarnAvailable: readAmount(dto.lend_earn_available),
    mode: accountModeNameFrom(dto.mode),
    available: readAmount(dto.available),
  };
}

/**
 * The outable answer keyed by coin (SH-API-07). Items name their coin when the exchange sends `asset`
 * (or `currency`); otherwise the answer is read in the order the assets were asked for.
 */
export function mapOutable(data: unknown, assets: readonly string[]): Readonly<Record<string, AvailableBalance>> {
  const result: Record<string, AvailableBalance> = {};
  listOf<OutableItemDto>(data).forEach((item, index) => {
    const asset = text(item.asset) || text(item.currency) || assets[index];
    if (asset) result[asset] = mapAvailableBalance(item);
  });
  return result;
}

/** The compliance check (LP-DATA-17); missing lists are empty. */
export function mapComplianceCheck(dto: ComplianceCheckDto | null | undefined): ComplianceCheck {
  return { business: (dto?.business ?? []).map(String), menu: (dto?.menu ?? []).map(String) };
}

/** A borrow-coin setting (LP-DATA-14): the answer itself or the first of a list. */
export function mapBorrowCoinSetting(data: unknown, coin: string): BorrowCoinSetting {
  const dto = (Array.isArray(data) ? data[0] : data) as Partial<BorrowCoinSettingDto> | undefined;
  return {
    coin: text(dto?.coin, coin),
    isSupportLaunchpool: flag(dto?.is_support_launchpool),
    isSupportStaking: flag(dto?.is_support_staking),
  };
}

/** The account mode (SH-MODE-02). */
export function mapAccountMode(dto: AccountModeDto | null | undefined): AccountMode {
  return {
    mode: accountModeNameFrom(dto?.mode),
    firstOpen: flag(dto?.first_open),
    useFunding: flag(dto?.settings?.use_funding),
  };
}

/** The tickers (LP-DATA-15): a ticker is its price, so the price is required. */
export function mapTickers(data: unknown): readonly MarketTicker[] {
  return listOf<MarketTickerDto>(data).map((dto) => ({ pair: text(dto.pair), rate: readAmount(dto.rate) }));
}

/** FAQ entries, of staking and of Simple Earn alike (ST-DATA-21, SE-API-35). */
export function mapFaq(data: unknown): readonly StakingFaqItem[] {
  return listOf<FaqItemDto>(data).map((dto) => ({
    ask: text(dto.ask),
    answer: text(dto.answer),
    cate: text(dto.cate),
    unfold: flag(dto.unfold),
  }));
}
