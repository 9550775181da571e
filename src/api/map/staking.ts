/**
 * DTO → domain for staking (ST-DATA-*). DEC-05: rate, base_rate, most_rate, extra_rate and money_rate are
 * percents and divided by 100 here; fee rates and vip_sale are fractions already. Times seconds → ms;
 * 0/1 flags become booleans; the extra-interest tiers arrive as JSON text and are parsed here.
 * Caps absent from an answer read as unlimited (-1) and minimums as none (0): the spec gives them no
 * default, and a cap of 0 would refuse every stake. Held amounts are required. Links (agreements, a web3
 * task's jump_web) are kept only when safe to follow (`safeNavigationUrl`).
 */
import type {
  ExtraInterest,
  ExtraInterestStatus,
  ExtraInterestTier,
  StakingDebtProduct,
  StakingProduct,
  StakingProductListItem,
  StakingProductType,
  StakingProtocol,
  StakingRedeemConfig,
  StakingRedeemExtra,
  StakingVipConfig,
} from '../../domain/staking/product.types';
import { safeNavigationUrl } from '../../domain/shared/safeNavigationUrl';
import type {
  StakingPendingRedemption,
  StakingProfitRecord,
  StakingTrendPoint,
  StakingUserBalance,
  StakingUserInfo,
} from '../../domain/staking/user.types';
import type {
  ExtraInterestDto,
  ExtraInterestTierDto,
  RedeemConfigDto,
  RedeemExtraDto,
  StakingBalanceDto,
  StakingDebtDto,
  StakingProductDto,
  StakingProductListItemDto,
  StakingProfitRecordDto,
  StakingProtocolDto,
  StakingRedemptionDto,
  StakingTrendPointDto,
  StakingUserInfoDto,
  StakingVipConfigDto,
} from '../dto/staking';
import {
  flag,
  fraction,
  integer,
  listOf,
  msFromSeconds,
  optionalInteger,
  percent,
  readAmount,
  readLimit,
  text,
} from './read';

const UNLIMITED = '-1';

function parseTiers(value: ExtraInterestDto['interest']): readonly ExtraInterestTierDto[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as ExtraInterestTierDto[]) : [];
  } catch {
    return []; // Unreadable tiers mean no bonus to estimate, not a broken product.
  }
}

/** The extra bonus (ST-DATA-10, ST-EXTRA-01..03). */
function mapExtraInterest(dto: ExtraInterestDto | null | undefined): ExtraInterest | null {
  if (!dto) return null;
  const status = integer(dto.status);
  return {
    status: (status === 1 || status === 2 ? status : 0) as ExtraInterestStatus,
    maxInterest: readLimit(dto.max_interest, UNLIMITED),
    rewardCoin: text(dto.reward_coin),
    startTime: msFromSeconds(dto.start_time),
    endTime: msFromSeconds(dto.end_time),
    interest: parseTiers(dto.interest).map((tier): ExtraInterestTier => ({
      moneyMin: readAmount(tier.money_min),
      moneyMax: readLimit(tier.money_max),
      moneyRate: percent(tier.money_rate),
    })),
  };
}

/** The redemption block (ST-DATA-09). */
function mapRedeemExtra(dto: RedeemExtraDto | null | undefined): StakingRedeemExtra {
  return {
    redeemQuick: flag(dto?.redeem_quick),
    redeemMinday: integer(dto?.redeem_minday),
    redeemMaxday: integer(dto?.redeem_maxday),
    redeemPeriodText: text(dto?.redeem_period_txt),
    redeemQuickLong: integer(dto?.redeem_quick_long),
    redeemControl: integer(dto?.redeem_control),
  };
}

function mapRedeemConfig(dto: RedeemConfigDto): StakingRedeemConfig {
  return {
    redeemCoin: text(dto.redeem_coin),
    redeemQuickLong: integer(dto.redeem_quick_long),
    redeemQuickFee: fraction(dto.redeem_quick_fee),
    redeemFee: fraction(dto.redeem_fee),
    redeemQuickDailyQuota: readLimit(dto.redeem_quick_daily_quota, UNLIMITED),
  };
}

function mapVipConfig(list: readonly StakingVipConfigDto[] | null | undefined): readonly StakingVipConfig[] | null {
  if (!list || list.length === 0) return null;
  return list.map((dto) => ({
    minTier: integer(dto.min_tier),
    maxTier: integer(dto.max_tier),
    vipSale: readAmount(dto.vip_sale),
  }));
}

const terms = (dto: StakingProductDto | StakingProtocolDto | StakingDebtDto) => ({
  minMortgageAmount: readAmount(dto.min_mortgage_amount, '0'),
  minRedeemAmount: readAmount(dto.min_redeem_amount, '0'),
  personalMortgageLimit: readLimit(dto.personal_mortgage_limit, UNLIMITED),
});

/** A DeFi protocol (ST-DATA-04/05). */
function mapStakingProtocol(dto: StakingProtocolDto): StakingProtocol {
  return {
    ...terms(dto),
    pid: integer(dto.pid, -1),
    id: integer(dto.id),
    protocolName: text(dto.protocol_name),
    agreement: safeNavigationUrl(dto.agreement),
    rate: percent(dto.rate),
    baseRate: percent(dto.base_rate),
    reward: (dto.reward ?? []).map((reward) => ({
      rewardCoin: text(reward.reward_coin),
      rewardDelayDays: integer(reward.reward_delay_days),
      interestDelayDays: integer(reward.interest_delay_days),
      feeRate: fraction(reward.fee_rate),
    })),
    borrowSupport: flag(dto.borrow_support),
    extraInterest: mapExtraInterest(dto.extra_interest),
    extra: mapRedeemExtra(dto.extra),
    vipConfig: mapVipConfig(dto.vip_config),
    incomeDays: integer(dto.income_days),
  };
}

/** The product config (ST-API-09, ST-DATA-01..13). */
export function mapStakingProduct(dto: StakingProductDto): StakingProduct {
  const type = integer(dto.type, 1);
  const task = dto.extra_interest_task;
  return {
    ...terms(dto),
    mortgageCoin: text(dto.mortgage_coin),
    rewardCoin: text(dto.reward_coin),
    type: (type === 0 || type === 2 ? type : 1) as StakingProductType,
    isDefi: flag(dto.is_defi),
    defi: (dto.defi ?? []).map(mapStakingProtocol),
    debt: (dto.debt ?? []).map((debt): StakingDebtProduct => ({
      ...terms(debt),
      coin: text(debt.coin),
      rate: percent(debt.rate),
    })),
    rate: percent(dto.rate),
    baseRate: percent(dto.base_rate),
    mostRate: percent(dto.most_rate),
    crowdMortgageLimit: readLimit(dto.crowd_mortgage_limit, UNLIMITED),
    rewardDelayDays: integer(dto.reward_delay_days),
    interestDays: integer(dto.interest_days),
    incomeDays: integer(dto.income_days),
    borrowSupport: flag(dto.borrow_support),
    agreement: safeNavigationUrl(dto.agreement),
    extra: mapRedeemExtra(dto.extra),
    extraInterest: mapExtraInterest(dto.extra_interest),
    // The spec writes the type as 'web3 task'; any spelling naming web3 is the task kind.
    extraInterestType: /web3/i.test(text(dto.extra_interest_type)) ? 'web3Task' : 'normal',
    extraInterestTask: task
      ? { interestKey: text(task.interest_key), jumpWeb: safeNavigationUrl(task.jump_web) }
      : null,
    extraInterestShow: flag(dto.extra_interest_show),
    exchangeType: text(dto.exchange_type).trim().toLowerCase() === 'asset' ? 'asset' : 'default',
    // Absent rates are the 'default' exchange type's: the reward coin is the staked coin, one for one.
    exchangeRate: readAmount(dto.exchange_rate, '1'),
    exchangeRateReverse: readAmount(dto.exchange_rate_reverse, '1'),
    tips: text(dto.tips),
    redeemConfig: (dto.redeem_config ?? []).map(mapRedeemConfig),
    webBanner: text(dto.web_banner),
    vipConfig: mapVipConfig(dto.vip_config),
  };
}

/** A product of the staking list (DEC-28); its coin is '' when the answer names none. */
export function mapStakingProductListItem(dto: StakingProductListItemDto): StakingProductListItem {
  return { ...mapStakingProduct(dto), coin: text(dto.coin) };
}

/** A trend point (ST-DATA-19): time seconds → ms, rates percent → fraction. */
export function mapStakingTrendPoint(dto: StakingTrendPointDto): StakingTrendPoint {
  const coins = typeof dto.coins === 'string' ? dto.coins.split(',') : (dto.coins ?? []);
  return {
    time: msFromSeconds(dto.time),
    rate: percent(dto.rate),
    baseRate: percent(dto.base_rate),
    extraRate: percent(dto.extra_rate),
    extraCoin: text(dto.extra_coin),
    coins: coins.map((coin) => coin.trim()).filter(Boolean),
    rewardCoin: text(dto.reward_coin),
    exchangeRateReverse: readAmount(dto.exchange_rate_reverse, '1'),
  };
}

/**
 * The user info (ST-DATA-14); tier null when the answer has none. hold_amount is required: the personal
 * limit counts it, so reading a missing one as 0 would offer more than the user may stake.
 */
export function mapStakingUserInfo(dto: StakingUserInfoDto | null | undefined): StakingUserInfo {
  return { holdAmount: readAmount(dto?.hold_amount), tier: optionalInteger(dto?.tier), isCrowd: flag(dto?.is_crowd) };
}

/** The held positions (ST-DATA-15). */
export function mapStakingBalances(data: unknown): readonly StakingUserBalance[] {
  return listOf<StakingBalanceDto>(data).map((dto) => ({
    pid: integer(dto.pid, -1),
    protocolName: text(dto.protocol_name),
    mortgageAmount: readAmount(dto.mortgage_amount),
  }));
}

/** A profit record (ST-API-07): rate percent → fraction, time seconds → ms. */
export function mapStakingProfitRecord(dto: StakingProfitRecordDto): StakingProfitRecord {
  return {
    id: integer(dto.id),
    coin: text(dto.coin),
    rewardCoin: text(dto.reward_coin),
    amount: readAmount(dto.amount),
    rate: percent(dto.rate),
    time: msFromSeconds(dto.time),
  };
}

/** A pending redemption (DEC-28): times seconds → ms; a type not said is standard. */
export function mapStakingRedemption(dto: StakingRedemptionDto): StakingPendingRedemption {
  return {
    id: integer(dto.id),
    coin: text(dto.coin),
    redeemCoin: text(dto.redeem_coin, text(dto.coin)),
    pid: integer(dto.pid),
    amount: readAmount(dto.amount),
    fee: readAmount(dto.fee, '0'),
    redeemType: dto.redeem_type === 'fast' ? 'fast' : 'standard',
    submittedAt: msFromSeconds(dto.create_time),
    arrivesAt: msFromSeconds(dto.redeem_stamp),
  };
}
