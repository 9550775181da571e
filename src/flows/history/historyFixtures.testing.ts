/** History record fixtures (unix-second times) for tests and stories. Tests and stories only. */
import type { HistoryRecordDto } from '../../api/dto/simpleEarn';

/** 2024-05-15T12:00:00Z in unix seconds, and its day. */
const HISTORY_NOW_SECONDS = Date.parse('2024-05-15T12:00:00.000Z') / 1000;
export const HISTORY_TODAY = '2024-05-15';
const DAY = 86_400;

const TYPES = [1, 2, 3, 4, 5] as const;

/** `count` flexible records, one a day going back, cycling types and coins. */
export function flexibleHistoryDtos(count: number): HistoryRecordDto[] {
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length]!;
    return {
      id: index + 1,
      asset: index % 2 === 0 ? 'USDT' : 'BTC',
      type,
      time_at: HISTORY_NOW_SECONDS - index * DAY,
      amount: String(10 + index),
      interest: type === 3 ? `0.${String(index + 1).padStart(4, '0')}` : undefined,
      bonus_amount: type === 4 ? '1.5' : undefined,
      bonus_asset: type === 4 ? 'GT' : undefined,
      mode: index === 0 ? 5 : undefined,
    };
  });
}

/** `count` fixed records. */
export function fixedHistoryDtos(count: number): HistoryRecordDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    asset: 'USDT',
    type: 1,
    create_at: HISTORY_NOW_SECONDS - index * DAY,
    amount: '500',
    lock_up_period: 30,
    year_rate: '0.06',
    order_id: 9000 + index,
  }));
}

/** Daily interest records of `days` days up to HISTORY_NOW (is_daily_log answers), for the interest dialog. */
export function dailyInterestDtos(days: number, asset = 'USDT'): HistoryRecordDto[] {
  return Array.from({ length: days }, (_, index) => ({
    id: 500 + index,
    asset,
    type: 3,
    time_at: HISTORY_NOW_SECONDS - index * DAY,
    interest: `0.${String(index + 1).padStart(8, '0')}`,
  }));
}
