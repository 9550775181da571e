/**
 * The tax export's rows of the families beyond Simple Earn (issue 17, P-52, P-54): each family's own history read
 * as the same one-row-a-movement entries as Simple Earn's (`../simpleEarn/taxExport`), its product naming the
 * family. Staking's profit records are rewards; a launchpool stake is a subscription, its redeem a redemption and
 * its reward a reward; a dual-earn order is a subscription of what it invested and, once something came back, a
 * redemption of that (the payout, or the principal of a cancelled or failed order). A rate-based staking token's
 * ledger days are `../staking/rateLedger`'s. VIP wealth has no history call, so no rows.
 *
 * Each movement carries a Simple Earn history record of the same meaning (lend, redeem, interest), so the generic
 * profile's columns read it as they read Simple Earn's.
 */
import { isDecimalText, toDecimal } from '../decimal';
import type { LaunchpoolRecord } from '../launchpool/models';
import { HistoryRecordType } from '../simpleEarn/constants';
import type { HistoryRecord } from '../simpleEarn/models';
import type { TaxEntry } from '../simpleEarn/taxExport';

/** A staking reward paid (ST-API-07's profit record): its id, the coin paid, the amount and when (epoch ms). */
export interface StakingProfit {
  readonly id: string;
  readonly rewardCoin: string;
  readonly amount: string;
  readonly time: number;
}

/** A dual-earn order as the export reads it (DEC-30). */
export interface DualOrderMovements {
  readonly orderId: string;
  readonly investCoin: string;
  readonly investAmount: string | undefined;
  /** Epoch ms, or null when the order does not say. */
  readonly createdAt: number | null;
  readonly settleAt: number | null;
  /** What came back to spot ('' and undefined before anything has). */
  readonly settleCoin: string;
  readonly settleAmount: string | undefined;
}

const positive = (amount: string | undefined): amount is string =>
  amount !== undefined && isDecimalText(amount) && toDecimal(amount).gt(0);

function entry(
  product: TaxEntry['source']['product'],
  kind: 'subscription' | 'redemption' | 'reward',
  id: string,
  coin: string,
  amount: string,
  time: number | undefined,
): TaxEntry {
  const type =
    kind === 'subscription'
      ? HistoryRecordType.lend
      : kind === 'redemption'
        ? HistoryRecordType.redeem
        : HistoryRecordType.interest;
  const record: HistoryRecord = {
    id,
    asset: coin,
    type,
    ...(kind === 'reward' ? { interest: amount } : { amount }),
    ...(time === undefined ? {} : { timeAt: time }),
  };
  return { kind, trigger: 'user', coin, amount, time, source: { product, record } };
}

/** A staking profit record: one reward row. */
export function stakingProfitTaxEntries(profit: StakingProfit): TaxEntry[] {
  if (!positive(profit.amount)) return [];
  return [entry('staking', 'reward', profit.id, profit.rewardCoin, profit.amount, profit.time)];
}

const LAUNCHPOOL_KINDS = { stake: 'subscription', redeem: 'redemption', reward: 'reward' } as const;

/** A launchpool record: a stake, a redeem or a reward, one row. */
export function launchpoolTaxEntries(record: LaunchpoolRecord): TaxEntry[] {
  if (!positive(record.amount)) return [];
  return [entry('launchpool', LAUNCHPOOL_KINDS[record.kind], record.id, record.coin, record.amount, record.time)];
}

/** A dual-earn order: its subscription, and its redemption once something came back. */
export function dualOrderTaxEntries(order: DualOrderMovements): TaxEntry[] {
  const rows: TaxEntry[] = [];
  if (positive(order.investAmount))
    rows.push(
      entry('dual', 'subscription', order.orderId, order.investCoin, order.investAmount, order.createdAt ?? undefined),
    );
  if (positive(order.settleAmount))
    rows.push(
      entry(
        'dual',
        'redemption',
        order.orderId,
        order.settleCoin || order.investCoin,
        order.settleAmount,
        order.settleAt ?? undefined,
      ),
    );
  return rows;
}
