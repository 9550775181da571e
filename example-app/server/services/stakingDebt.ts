/**
 * Credit-and-debt (mint) staking (ST-PROD-01, ST-DATA-03 type 2, ST-DATA-06 debt[]) and the extra bonus
 * (ST-PROD-03, ST-EXTRA-01..06).
 *
 * A credit-debt product is keyed by its debt coin (GUSD): a stake (side 0, coin GUSD) moves the
 * product's mortgage coin (USDT) out of the wallet into the 'mint' ledger account and mints the same
 * amount of GUSD into the wallet, in one transaction. A debt redeem (side 1, coin GUSD, quick 0/1,
 * ST-API-17) burns GUSD from the wallet and releases the collateral, paid in the chosen redeem coin
 * (USDC unless the body names another of the product's redeem_config coins, ST-STATE-04): at once less
 * the quick fee within the daily quota (fast), or after redeem_maxday days less the standard fee.
 * The minted debt earns the debt entry's rate daily at 00:00 UTC in the debt coin.
 *
 * The extra bonus of a product is paid by the same 00:00 UTC clock step on what is staked (or minted),
 * with the domain's own tiered estimate (`extraInterestDailyEstimate`), converted into its reward coin
 * at the simulated USDT prices when that coin differs.
 */
import { Decimal, roundDown, toDecimal } from '../../../src/domain/decimal';
import { DEFAULT_REDEEM_COIN, EXTRA_INTEREST_STATUS } from '../../../src/domain/staking/constants';
import { extraInterestDailyEstimate, maxExtraInterestRate } from '../../../src/domain/staking/extraInterest';
import { isFastRedeemEnabled, redeemConfigFor } from '../../../src/domain/staking/fastRedeem';
import type {
  ExtraInterest,
  ExtraInterestStatus,
  StakingRedeemConfig,
} from '../../../src/domain/staking/product.types';
import { stakingRedeemFee } from '../../../src/domain/staking/redeemFee';
import { validateStakingRedeemAmount } from '../../../src/domain/staking/redeemAmount';
import { stakingAvailable } from '../../../src/domain/staking/available';
import { validateStakeAmount } from '../../../src/domain/staking/stakeAmount';
import { rateFromFraction, rateFromPercent, ZERO_RATE } from '../../../src/domain/shared/rate';
import { startOfUtcDay } from '../../../src/domain/simpleEarn/timeline';
import { DAY_MS } from '../../../src/domain/shared/constants';
import type { SqlExecutor } from '../db';
import { badRequest, businessFailure, domainFailure } from '../failures';
import { creditWallet, debitWallet, money, walletBalance, writeLedger } from '../ledger';
import { earnSourceAccount, type SimUser } from '../users';
import { stakingLoansOf } from './loans';
import { quickQuotaLeft, redeemConfigs, type RedeemConfigRow, type StakingProductRow } from './staking';

/** A debt entry of a credit-debt product (ST-DATA-06); rate a percent. */
interface DebtEntryRow {
  coin: string;
  rate: string;
  min_mortgage_amount: string;
  min_redeem_amount: string;
  personal_mortgage_limit: string;
}

/** The stored extra bonus (ST-EXTRA-01): times in ms, money_rate percents, -1 unlimited. */
export interface ExtraInterestRow {
  max_interest: string;
  reward_coin: string;
  start_ms: number;
  end_ms: number;
  interest: { money_min: string; money_max: string; money_rate: string }[];
}

/** The product row with the columns of migration 007. */
export type FullStakingProductRow = StakingProductRow & {
  is_defi?: boolean;
  type?: number;
  mortgage_coin?: string | null;
  debt?: DebtEntryRow[] | null;
  extra_interest?: ExtraInterestRow | null;
};

/** Credit-debt (type 2, ST-DATA-03). */
export const isDebtProduct = (product: FullStakingProductRow): boolean => product.type === 2;

/** The debt entry a stake or redeem of the product uses: the one named by the product's coin, else the first. */
function debtEntryOf(product: FullStakingProductRow): DebtEntryRow {
  const list = product.debt ?? [];
  const entry = list.find((row) => row.coin === product.coin) ?? list[0];
  if (!entry) throw businessFailure('PRODUCT_NOT_FOUND', `${product.coin} has no debt coin to mint`);
  return entry;
}

/** The extra bonus's status at `at` (ST-EXTRA-03): 0 before its start, 1 while it runs, 2 after its end. */
function extraInterestStatus(extra: ExtraInterestRow, at: number): ExtraInterestStatus {
  if (at < extra.start_ms) return EXTRA_INTEREST_STATUS.notStarted;
  return at < extra.end_ms ? EXTRA_INTEREST_STATUS.processing : EXTRA_INTEREST_STATUS.finished;
}

/** The stored bonus as the domain reads it (rates as fractions), with its status at `at`. */
function extraInterestModel(extra: ExtraInterestRow, at: number): ExtraInterest {
  return {
    status: extraInterestStatus(extra, at),
    maxInterest: money(extra.max_interest),
    rewardCoin: extra.reward_coin,
    startTime: extra.start_ms,
    endTime: extra.end_ms,
    interest: extra.interest.map((tier) => ({
      moneyMin: money(tier.money_min),
      moneyMax: money(tier.money_max),
      moneyRate: rateFromPercent(tier.money_rate) ?? ZERO_RATE,
    })),
  };
}

/** The product's extra_interest as the API sends it (ST-DATA-10, ST-EXTRA-01): seconds, tiers as JSON text. */
export function extraInterestDto(extra: ExtraInterestRow | null | undefined, at: number) {
  if (!extra) return null;
  return {
    status: extraInterestStatus(extra, at),
    max_interest: money(extra.max_interest),
    reward_coin: extra.reward_coin,
    start_time: Math.floor(extra.start_ms / 1000),
    end_time: Math.floor(extra.end_ms / 1000),
    interest: JSON.stringify(
      extra.interest.map((tier) => ({
        money_min: money(tier.money_min),
        money_max: money(tier.money_max),
        money_rate: money(tier.money_rate),
      })),
    ),
  };
}

/** The extra APR in force at `at`, a percent: the highest tier while the bonus runs, else 0 (ST-EXTRA-04). */
export function extraRatePercent(extra: ExtraInterestRow | null | undefined, at: number): string {
  if (!extra || extraInterestStatus(extra, at) !== EXTRA_INTEREST_STATUS.processing) return '0';
  return toDecimal(maxExtraInterestRate(extraInterestModel(extra, at).interest))
    .times(100)
    .toFixed();
}

/** A mint position row. */
interface MintPositionRow {
  mortgage_coin: string;
  source_account: 'spot' | 'unified';
  mortgage_amount: string;
  debt_amount: string;
}

async function mintPosition(
  db: SqlExecutor,
  userId: number,
  coin: string,
  forUpdate = false,
): Promise<MintPositionRow | null> {
  const { rows } = await db.query<MintPositionRow>(
    `SELECT mortgage_coin, source_account, mortgage_amount, debt_amount FROM staking_mint_positions WHERE user_id = $1 AND coin = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, coin],
  );
  return rows[0] ?? null;
}

/** The debt a user holds in a credit-debt product (user info hold_amount, ST-DATA-14). */
export async function heldDebt(db: SqlExecutor, userId: number, coin: string): Promise<string> {
  return money((await mintPosition(db, userId, coin))?.debt_amount);
}

/** The collateral of a user in a credit-debt product (balances, ST-DATA-15). */
export async function heldCollateral(db: SqlExecutor, userId: number, coin: string): Promise<string> {
  return money((await mintPosition(db, userId, coin))?.mortgage_amount);
}

const LABELS: Record<string, string> = {
  'staking.stake.minLimit': 'STAKE_BELOW_MINIMUM',
  'staking.stake.insufficientBalance': 'INSUFFICIENT_BALANCE',
  'staking.stake.personalLimit': 'OVER_PERSONAL_LIMIT',
  'staking.stake.crowdLimit': 'OVER_CROWD_LIMIT',
  'staking.amount.precision': 'AMOUNT_TOO_PRECISE',
  'staking.redeem.minLimit': 'REDEEM_BELOW_MINIMUM',
  'staking.redeem.insufficientBalance': 'REDEEM_OVER_REDEEMABLE',
};

/**
 * Mint (a stake of a credit-debt product, ST-PROD-01): the stake dialog's checks against the debt
 * entry's terms (ST-AMT-02, ST-LIMIT-01..03) on the mortgage coin, then one transaction: the mortgage
 * coin leaves the wallet for the 'mint' account and the debt coin is credited 1:1.
 */
export async function mint(
  tx: SqlExecutor,
  user: SimUser,
  product: FullStakingProductRow,
  amount: string,
  at: number,
): Promise<{ coin: string; amount: string; minted: string; mortgage_coin: string }> {
  const entry = debtEntryOf(product);
  const stakeCoin = product.mortgage_coin!;
  const account = earnSourceAccount(user);
  // Lock order: the wallet balances first (the mortgage coin, then the debt coin), then the position, as
  // plain stakes do; the debt redeem takes the same order, so parallel mints and redeems cannot deadlock.
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    stakeCoin,
  ]);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    entry.coin,
  ]);
  const { rows } = await tx.query<{ borrow_support_staking: boolean }>(
    'SELECT borrow_support_staking FROM flexible_assets WHERE asset = $1',
    [stakeCoin],
  );
  const available = stakingAvailable({
    balance: await walletBalance(tx, user.id, account, stakeCoin),
    coin: stakeCoin,
    loans: await stakingLoansOf(tx, user.id),
    borrowCoinSupportsStaking: rows[0]?.borrow_support_staking !== false,
  });
  const position = await mintPosition(tx, user.id, product.coin, true);
  const validation = validateStakeAmount({
    amount,
    coin: stakeCoin,
    available,
    terms: {
      minMortgageAmount: money(entry.min_mortgage_amount),
      personalMortgageLimit: money(entry.personal_mortgage_limit),
      crowdMortgageLimit: money(product.crowd_mortgage_limit),
    },
    holdAmount: money(position?.mortgage_amount),
    isCrowd: user.is_crowd,
  });
  if (!validation.ok) throw domainFailure(LABELS[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  const value = validation.value.amount;
  if (!validation.value.hasAmount) throw badRequest('INVALID_AMOUNT', 'amount must be above 0');
  await debitWallet(tx, account, {
    userId: user.id,
    asset: stakeCoin,
    amount: value,
    kind: 'staking_mint',
    ref: product.coin,
    at,
  });
  await addCollateralAndMint(tx, user.id, account, product, value, at, 'staking_mint');
  return { coin: product.coin, amount: value, minted: value, mortgage_coin: stakeCoin };
}

/**
 * Books `amount` of the mortgage coin (already taken from wherever it was) as collateral of the user's
 * position and credits as much of the debt coin to `account`.
 */
async function addCollateralAndMint(
  tx: SqlExecutor,
  userId: number,
  account: 'spot' | 'unified',
  product: FullStakingProductRow,
  amount: string,
  at: number,
  kind: string,
): Promise<void> {
  const entry = debtEntryOf(product);
  await tx.query(
    `INSERT INTO staking_mint_positions (user_id, coin, mortgage_coin, source_account, mortgage_amount, debt_amount) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (user_id, coin) DO UPDATE SET mortgage_amount = staking_mint_positions.mortgage_amount + EXCLUDED.mortgage_amount,
       debt_amount = staking_mint_positions.debt_amount + EXCLUDED.debt_amount`,
    [userId, product.coin, product.mortgage_coin, account, amount],
  );
  await writeLedger(tx, 'mint', { userId, asset: product.mortgage_coin!, amount, kind, ref: product.coin, at }, 1);
  await creditWallet(tx, account, {
    userId,
    asset: entry.coin,
    amount,
    kind: 'staking_mint_debt',
    ref: product.coin,
    at,
  });
}

/** The credit-debt product that takes `coin` as its collateral (USDT → GUSD, LP-DEST-11), if any. */
export async function mintProductFor(db: SqlExecutor, coin: string): Promise<FullStakingProductRow | null> {
  const { rows } = await db.query<FullStakingProductRow>(
    'SELECT * FROM staking_products WHERE type = 2 AND mortgage_coin = $1 ORDER BY coin LIMIT 1',
    [coin],
  );
  return rows[0] ?? null;
}

/**
 * A launchpool redeem into staking of a coin some credit-debt product takes (LP-DEST-11: USDT goes to
 * GUSD minting): the coins leave the pool straight into the mint position and the debt coin is credited.
 * The launchpool redeem dialog has checked the amount; the debt entry's own minimum does not apply.
 */
export async function mintFromLaunchpool(
  tx: SqlExecutor,
  userId: number,
  account: 'spot' | 'unified',
  product: FullStakingProductRow,
  amount: string,
  at: number,
): Promise<void> {
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    userId,
    account,
    debtEntryOf(product).coin,
  ]);
  await addCollateralAndMint(tx, userId, account, product, amount, at, 'launchpool_redeem');
}

const configModel = (row: RedeemConfigRow): StakingRedeemConfig => ({
  redeemCoin: row.redeem_coin,
  redeemQuickLong: 0,
  redeemFee: rateFromFraction(money(row.redeem_fee))!,
  redeemQuickFee: rateFromFraction(money(row.redeem_quick_fee))!,
  redeemQuickDailyQuota: money(row.redeem_quick_daily_quota),
});

/**
 * The debt redeem (side 1 of a credit-debt product, quick 0/1, ST-API-17): the redeem dialog's checks
 * (ST-REDEEM-05/06) against what can be redeemed, the minted debt still in the wallet; the fast option
 * with `isFastRedeemEnabled` and the daily quota (ST-REDEEM-07..09); the fee of the chosen redeem coin
 * (ST-REDEEM-12/13). One transaction burns the debt coin, releases the collateral and pays it out in the
 * redeem coin at once (fast, or a product without redemption days) or after redeem_maxday days.
 */
export async function redeemDebt(
  tx: SqlExecutor,
  user: SimUser,
  product: FullStakingProductRow,
  amount: string,
  quick: boolean,
  at: number,
  redeemCoin: string | null,
): Promise<{ redeem_stamp: number; fee: string; received: string; redeem_coin: string }> {
  const entry = debtEntryOf(product);
  const configRows = await redeemConfigs(tx, product.coin);
  if (redeemCoin !== null && !configRows.some((row) => row.redeem_coin === redeemCoin)) {
    throw badRequest(
      'INVALID_FIELD',
      `redeem_coin must be one of ${configRows.map((row) => row.redeem_coin).join(', ')}`,
    );
  }
  const config = redeemConfigFor(configRows.map(configModel), redeemCoin ?? DEFAULT_REDEEM_COIN);
  if (!config) throw businessFailure('REDEEM_NOT_OFFERED', `${product.coin} has no redeem coin`);
  const row = configRows.find((item) => item.redeem_coin === config.redeemCoin)!;
  const existing = await mintPosition(tx, user.id, product.coin);
  const account = existing?.source_account ?? earnSourceAccount(user);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    config.redeemCoin,
  ]);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    entry.coin,
  ]);
  const position = await mintPosition(tx, user.id, product.coin, true);
  const debt = toDecimal(money(position?.debt_amount));
  const inWallet = toDecimal(await walletBalance(tx, user.id, account, entry.coin));
  const redeemable = Decimal.min(debt, inWallet).toFixed();
  const validation = validateStakingRedeemAmount({
    amount,
    coin: entry.coin,
    redeemable,
    minRedeemAmount: money(entry.min_redeem_amount),
  });
  if (!validation.ok) throw domainFailure(LABELS[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  if (!validation.value.hasAmount || !position) throw badRequest('INVALID_AMOUNT', 'amount must be above 0');
  const value = validation.value.amount;
  if (quick) {
    if (!product.redeem_quick)
      throw businessFailure('FAST_REDEEM_NOT_OFFERED', 'Fast redemption is not offered for this product');
    await tx.query('INSERT INTO staking_quick_usage (coin, day_ms, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [
      product.coin,
      startOfUtcDay(at),
    ]);
    await tx.query('SELECT amount FROM staking_quick_usage WHERE coin = $1 AND day_ms = $2 FOR UPDATE', [
      product.coin,
      startOfUtcDay(at),
    ]);
    const left = await quickQuotaLeft(tx, product.coin, row, at);
    if (
      !isFastRedeemEnabled({ redeemQuick: true, dailyQuota: left, minRedeemAmount: money(entry.min_redeem_amount) })
    ) {
      throw businessFailure('FAST_REDEEM_UNAVAILABLE', "Fast redemption is unavailable now: today's quota is used up");
    }
    if (left !== '-1' && toDecimal(value).greaterThan(toDecimal(left)))
      throw businessFailure('FAST_REDEEM_QUOTA', `Fast redemption has ${left} ${product.coin} left today`);
    await tx.query('UPDATE staking_quick_usage SET amount = amount + $3 WHERE coin = $1 AND day_ms = $2', [
      product.coin,
      startOfUtcDay(at),
      value,
    ]);
  }
  // The collateral released: 1:1 with the debt burnt; all of it with the last of the debt.
  const collateral = toDecimal(money(position.mortgage_amount));
  const release = toDecimal(value).equals(debt) ? collateral : Decimal.min(toDecimal(value), collateral);
  const fee = stakingRedeemFee(release.toFixed(), quick ? 'fast' : 'standard', config);
  const updated = await tx.query(
    'UPDATE staking_mint_positions SET debt_amount = debt_amount - $3, mortgage_amount = mortgage_amount - $4 WHERE user_id = $1 AND coin = $2 AND debt_amount >= $3 AND mortgage_amount >= $4 RETURNING debt_amount',
    [user.id, product.coin, value, release.toFixed()],
  );
  if (updated.rows.length === 0)
    throw domainFailure('REDEEM_OVER_REDEEMABLE', {
      key: 'staking.redeem.insufficientBalance',
      params: { redeemable, coin: entry.coin },
    });
  await debitWallet(tx, account, {
    userId: user.id,
    asset: entry.coin,
    amount: value,
    kind: 'staking_debt_burn',
    ref: product.coin,
    at,
  });
  await writeLedger(
    tx,
    'mint',
    {
      userId: user.id,
      asset: position.mortgage_coin,
      amount: release,
      kind: quick ? 'staking_debt_fast_redeem' : 'staking_debt_redeem',
      ref: product.coin,
      at,
    },
    -1,
  );
  const paysAt = quick || product.redeem_maxday === 0 ? at : at + product.redeem_maxday * DAY_MS;
  const inserted = await tx.query<{ id: number }>(
    'INSERT INTO staking_redemptions (user_id, coin, source_account, amount, fee, quick, created_ms, pays_at_ms, pid, product_coin) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9) RETURNING id',
    [user.id, config.redeemCoin, account, release.toFixed(), fee, quick, at, paysAt, product.coin],
  );
  if (paysAt <= at) {
    await tx.query('UPDATE staking_redemptions SET paid_ms = $2 WHERE id = $1', [inserted.rows[0]!.id, at]);
    const received = release.minus(toDecimal(fee));
    if (received.greaterThan(0))
      await creditWallet(tx, account, {
        userId: user.id,
        asset: config.redeemCoin,
        amount: received,
        kind: 'staking_redeem_payout',
        ref: inserted.rows[0]!.id,
        at,
      });
  }
  return {
    redeem_stamp: Math.floor(paysAt / 1000),
    fee,
    received: release.minus(toDecimal(fee)).toFixed(),
    redeem_coin: config.redeemCoin,
  };
}

async function usdtPrice(tx: SqlExecutor, asset: string): Promise<Decimal | null> {
  const { rows } = await tx.query<{ usdt_price: string }>('SELECT usdt_price FROM asset_prices WHERE asset = $1', [
    asset,
  ]);
  return rows[0] ? toDecimal(money(rows[0].usdt_price)) : null;
}

/**
 * Daily at 00:00 UTC: the minted debt earns its debt entry's rate in the debt coin (debt × rate / 100 /
 * 365, rounded down to 8 decimals), and every product with an extra bonus running (ST-EXTRA-04) pays it on
 * what each user has staked or minted, with the tiered estimate (ST-EXTRA-05/06, max_interest capping
 * the amount, ST-EXTRA-02), converted into the bonus's reward coin at the USDT prices.
 */
export async function payDebtAndExtraRewards(tx: SqlExecutor, at: number): Promise<void> {
  if (at % DAY_MS !== 0) return;
  const { rows: debts } = await tx.query<{
    user_id: number;
    coin: string;
    debt_amount: string;
    source_account: 'spot' | 'unified';
    debt: DebtEntryRow[];
  }>(
    `SELECT m.user_id, m.coin, m.debt_amount, m.source_account, p.debt FROM staking_mint_positions m JOIN staking_products p ON p.coin = m.coin
     WHERE m.debt_amount > 0 ORDER BY m.user_id, m.coin`,
  );
  for (const row of debts) {
    const entry = row.debt.find((item) => item.coin === row.coin) ?? row.debt[0];
    if (!entry) continue;
    const reward = roundDown(
      toDecimal(money(row.debt_amount))
        .times(toDecimal(money(entry.rate)))
        .dividedBy(100)
        .dividedBy(365),
      8,
    );
    if (reward.isZero()) continue;
    await creditWallet(tx, row.source_account, {
      userId: row.user_id,
      asset: entry.coin,
      amount: reward,
      kind: 'staking_reward',
      ref: row.coin,
      at,
    });
    await tx.query(
      'INSERT INTO staking_profits (user_id, coin, reward_coin, amount, rate, at_ms) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.user_id, row.coin, entry.coin, reward.toFixed(), money(entry.rate), at],
    );
  }
  // Products' bonuses (for credit-debt on the minted debt, else on all that is staked in the coin).
  const { rows: products } = await tx.query<{
    coin: string;
    type: number;
    mortgage_coin: string | null;
    extra_interest: ExtraInterestRow;
  }>(
    'SELECT coin, type, mortgage_coin, extra_interest FROM staking_products WHERE extra_interest IS NOT NULL ORDER BY coin',
  );
  for (const product of products) {
    const extra = product.extra_interest;
    const held =
      product.type === 2
        ? await tx.query<{ user_id: number; amount: string; source_account: 'spot' | 'unified' }>(
            'SELECT user_id, debt_amount AS amount, source_account FROM staking_mint_positions WHERE coin = $1 AND debt_amount > 0 ORDER BY user_id',
            [product.coin],
          )
        : await tx.query<{ user_id: number; amount: string; source_account: 'spot' | 'unified' }>(
            'SELECT user_id, SUM(mortgage_amount) AS amount, MIN(source_account) AS source_account FROM staking_positions WHERE coin = $1 AND mortgage_amount > 0 GROUP BY user_id ORDER BY user_id',
            [product.coin],
          );
    await payExtraBonus(tx, at, product.coin, extra, held.rows);
  }
  // A DeFi protocol's own bonus, on what is staked in that protocol.
  const { rows: protocols } = await tx.query<{ pid: number; coin: string; extra_interest: ExtraInterestRow }>(
    'SELECT pid, coin, extra_interest FROM staking_protocols WHERE extra_interest IS NOT NULL ORDER BY pid',
  );
  for (const protocol of protocols) {
    const held = await tx.query<{ user_id: number; amount: string; source_account: 'spot' | 'unified' }>(
      'SELECT user_id, mortgage_amount AS amount, source_account FROM staking_positions WHERE coin = $1 AND pid = $2 AND mortgage_amount > 0 ORDER BY user_id',
      [protocol.coin, protocol.pid],
    );
    await payExtraBonus(tx, at, protocol.coin, protocol.extra_interest, held.rows);
  }
}

/**
 * Pays one bonus for the day that ends at `at` to every holder of `baseCoin`: a bonus that ran at any
 * time in that day pays the day, read at the first moment of the day it ran.
 */
async function payExtraBonus(
  tx: SqlExecutor,
  at: number,
  baseCoin: string,
  extra: ExtraInterestRow,
  holders: { user_id: number; amount: string; source_account: 'spot' | 'unified' }[],
): Promise<void> {
  const ranAt = Math.max(at - DAY_MS, extra.start_ms);
  if (ranAt >= at) return;
  const model = extraInterestModel(extra, ranAt);
  if (model.status !== EXTRA_INTEREST_STATUS.processing) return;
  const basePrice = await usdtPrice(tx, baseCoin);
  const rewardPrice = await usdtPrice(tx, extra.reward_coin);
  const conversion =
    extra.reward_coin === baseCoin
      ? toDecimal('1')
      : basePrice && rewardPrice && !rewardPrice.isZero()
        ? basePrice.dividedBy(rewardPrice)
        : null;
  if (!conversion) return;
  const ratePercent = extraRatePercent(extra, ranAt);
  for (const row of holders) {
    const inBase = extraInterestDailyEstimate(money(row.amount), model, ranAt);
    const bonus = roundDown(toDecimal(inBase).times(conversion), 8);
    if (bonus.isZero()) continue;
    await creditWallet(tx, row.source_account, {
      userId: row.user_id,
      asset: extra.reward_coin,
      amount: bonus,
      kind: 'staking_extra_bonus',
      ref: baseCoin,
      at,
    });
    await tx.query(
      'INSERT INTO staking_profits (user_id, coin, reward_coin, amount, rate, at_ms) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.user_id, baseCoin, extra.reward_coin, bonus.toFixed(), ratePercent, at],
    );
  }
}
