/** Market-list fixtures of auto-earn for tests and stories. Tests and stories only. */
import type { MarketListItemDto } from '../../api/dto/simpleEarn';

const COINS = ['BTC', 'ETH', 'USDT', 'SOL', 'GT', 'DOGE', 'XRP', 'ADA', 'DOT', 'TRX', 'LTC'];

/** Eleven coins with distinct rates (BTC 1 %, ETH 2 %, ...); `on` lists the coins switched on. */
export function marketListDtos(on: readonly string[] = []): MarketListItemDto[] {
  return COINS.map((asset, index) => ({
    asset,
    next_time_rate_year: String((index + 1) / 100),
    ladder_apr: null,
    auto_invest_status: on.includes(asset) ? 1 : 0,
  }));
}
