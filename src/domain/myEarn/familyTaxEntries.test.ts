import { describe, expect, it } from 'vitest';
import { csvHeaderLine, csvLines } from '../shared/csv';
import { parseCsv } from '../shared/csv.testing';
import type { TaxEntry } from '../simpleEarn/taxExport';
import { taxExportColumns } from '../simpleEarn/taxExport';
import type { TaxExportProfile } from '../simpleEarn/taxExportProfiles';
import { rateLedgerTaxEntries, rateRewardLedger } from '../staking/rateLedger';
import { dualOrderTaxEntries, launchpoolTaxEntries, stakingProfitTaxEntries } from './familyTaxEntries';

const label = (key: string) => `label:${key}`;
const at = (iso: string) => Date.parse(iso);

/** The file a profile writes of `entries`, each row as header → cell. */
function rowsOf(entries: readonly TaxEntry[], profile: TaxExportProfile = 'generic') {
  const columns = taxExportColumns(profile, label);
  const [header, ...rows] = parseCsv(csvHeaderLine(columns) + csvLines(entries, columns));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
}

describe('the tax export rows of each family', () => {
  it('a staking profit record is one reward row of the staking product, in its reward coin', () => {
    const entries = stakingProfitTaxEntries({
      id: '41',
      rewardCoin: 'ETH',
      amount: '0.00054794',
      time: at('2026-03-02T00:00:00Z'),
    });
    expect(rowsOf(entries)).toEqual([
      expect.objectContaining({
        time_utc: '2026-03-02T00:00:00.000Z',
        product: 'staking',
        record_id: '41',
        amount: '0.00054794',
        amount_coin: 'ETH',
        entry: 'reward',
        trigger: 'user',
      }),
    ]);
    expect(rowsOf(entries, 'koinly')[0]).toMatchObject({
      'Received Amount': '0.00054794',
      'Received Currency': 'ETH',
      Label: 'lending interest',
      Description: 'reward (user), staking',
      TxHash: 'earnkit-staking-41-reward',
    });
    expect(stakingProfitTaxEntries({ id: '42', rewardCoin: 'ETH', amount: '0', time: 0 })).toEqual([]);
  });

  it('launchpool stakes, redeems and rewards are subscription, redemption and reward rows of launchpool', () => {
    const base = { projectId: 1, projectCoin: 'NEWT', rid: 2, poolCoin: 'USDT' };
    const entries = [
      launchpoolTaxEntries({
        ...base,
        id: 's1',
        kind: 'stake',
        amount: '300',
        coin: 'USDT',
        time: at('2026-03-01T00:00:00Z'),
      }),
      launchpoolTaxEntries({
        ...base,
        id: 'w1',
        kind: 'reward',
        amount: '1.5',
        coin: 'NEWT',
        time: at('2026-03-01T01:00:00Z'),
      }),
      launchpoolTaxEntries({
        ...base,
        id: 'r1',
        kind: 'redeem',
        amount: '100',
        coin: 'USDT',
        time: at('2026-03-02T00:00:00Z'),
      }),
    ].flat();
    expect(rowsOf(entries).map((row) => [row.product, row.entry, row.amount, row.amount_coin])).toEqual([
      ['launchpool', 'subscription', '300', 'USDT'],
      ['launchpool', 'reward', '1.5', 'NEWT'],
      ['launchpool', 'redemption', '100', 'USDT'],
    ]);
    expect(rowsOf(entries, 'cointracker').map((row) => row.Tag)).toEqual(['stake', 'interest', 'unstake']);
  });

  it('a dual-earn order is a subscription of what it invested and, once paid, a redemption of what came back', () => {
    const settled = dualOrderTaxEntries({
      orderId: 'D2',
      investCoin: 'USDT',
      investAmount: '50',
      createdAt: at('2026-03-01T00:00:00Z'),
      settleAt: at('2026-03-08T08:00:00Z'),
      settleCoin: 'USDT',
      settleAmount: '50.19178082',
    });
    expect(rowsOf(settled).map((row) => [row.product, row.entry, row.amount, row.amount_coin, row.time_utc])).toEqual([
      ['dual', 'subscription', '50', 'USDT', '2026-03-01T00:00:00.000Z'],
      ['dual', 'redemption', '50.19178082', 'USDT', '2026-03-08T08:00:00.000Z'],
    ]);
    expect(rowsOf(settled, 'koinly').map((row) => row.TxHash)).toEqual([
      'earnkit-dual-D2-subscription',
      'earnkit-dual-D2-redemption',
    ]);
    const inProgress = dualOrderTaxEntries({
      orderId: 'D1',
      investCoin: 'USDT',
      investAmount: '200',
      createdAt: at('2026-03-01T00:00:00Z'),
      settleAt: at('2026-03-10T00:00:00Z'),
      settleCoin: '',
      settleAmount: undefined,
    });
    expect(rowsOf(inProgress).map((row) => row.entry)).toEqual(['subscription']);
  });

  it("a rate-based staking token's ledger days are staking reward rows marked rateLedger (P-54)", () => {
    const ledger = rateRewardLedger('10', [
      { time: at('2026-03-01T00:00:00Z'), exchangeRateReverse: '1' },
      { time: at('2026-03-02T00:00:00Z'), exchangeRateReverse: '1.01' },
    ]);
    expect(rowsOf(rateLedgerTaxEntries('ETH', ledger))).toEqual([
      expect.objectContaining({ product: 'staking', entry: 'reward', trigger: 'rateLedger', amount: '0.1' }),
    ]);
  });
});
