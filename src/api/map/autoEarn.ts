/** DTO → domain for auto-earn (AE-DATA-01, AE-DATA-03). */
import type { AutoEarnMarketItem, AutoEarnStatus } from '../../domain/autoEarn/status';
import type { AutoEarnStatusDto } from '../dto/autoEarn';
import type { MarketListItemDto } from '../dto/simpleEarn';
import { fraction, integer, text } from './read';
import { mapLadder } from './simpleEarnShared';

/** The auto-earn status (AE-DATA-01): 1 means on. */
export function mapAutoEarnStatus(dto: AutoEarnStatusDto | null | undefined): AutoEarnStatus {
  const status = Object.fromEntries(Object.entries(dto?.status ?? {}).map(([asset, value]) => [asset, integer(value)]));
  return { globalStatus: integer(dto?.global_status), status };
}

/** A market list item (AE-DATA-03); rates are Simple Earn fractions (DEC-05). */
export function mapMarketListItem(dto: MarketListItemDto): AutoEarnMarketItem {
  return {
    asset: text(dto.asset),
    ...(dto.icon === undefined ? {} : { icon: dto.icon }),
    nextTimeRateYear: fraction(dto.next_time_rate_year),
    ...(dto.ladder_apr ? { ladderApr: mapLadder(dto.ladder_apr) } : {}),
    autoInvestStatus: integer(dto.auto_invest_status),
  };
}
