/** DTO → domain for the launchpool calls (LP-DATA-01..19, DEC-05: launchpool rates are fractions). */
import {
  aprTypeFromCode,
  eventStateFromCode,
  redeemTypeFromCode,
  rewardPoolTypeFromCode,
  UNLIMITED_PERSONAL_MAX_AMOUNT,
  APPLIED_CODE,
} from '../../domain/launchpool/constants';
import type { CandyDropPromotion } from '../../domain/launchpool/candyDropPromotion';
import type {
  CoinCallSetting,
  HodlerConfig,
  LaunchpoolProjectSummary,
  LaunchpoolRecord,
  LaunchpoolRecordKind,
  LaunchpoolRewardTotal,
  ProjectInfo,
  ReferralInfo,
  RewardPool,
  SimpleEarnOption,
  TransactionTierConfig,
  UserProjectStatistics,
} from '../../domain/launchpool/models';
import { isNotificationOn } from '../../domain/launchpool/notifications';
import { safeNavigationUrl } from '../../domain/shared/safeNavigationUrl';
import type {
  CandyDropPromotionDto,
  CoinCallSettingDto,
  HeraldCategoryDto,
  HodlerConfigDto,
  LaunchpoolProjectDto,
  LaunchpoolRecordDto,
  ProjectInfoDto,
  ReferralInfoDto,
  RewardPoolDto,
  SimpleEarnOptionDto,
  TransactionConfigDto,
  UserProjectStatisticsDto,
  UserStatDto,
  UserStatRewardDto,
} from '../dto/launchpool';
import { STARTUP_MINING_SWITCH } from '../dto/launchpool';
import {
  fraction,
  integer,
  listOf,
  msFromSeconds,
  optionalInteger,
  optionalMsFromSeconds,
  readAmount,
  readLimit,
  readOptionalAmount,
  text,
} from './read';

/** A transaction_config tier (LP-DATA-07, DEC-19). */
function mapTransactionTier(dto: TransactionConfigDto): TransactionTierConfig {
  return {
    transactionAmount: readAmount(dto.transaction_amount),
    mortgageLimit: readOptionalAmount(dto.mortgage_limit) ?? null,
  };
}

function mapSimpleEarnOption(dto: SimpleEarnOptionDto): SimpleEarnOption {
  return {
    fixedPeriod: integer(dto.fixed_period),
    fixedRate: fraction(dto.fixed_rate),
    extRate: fraction(dto.ext_rate),
    rate: fraction(dto.rate),
    userPeriod: integer(dto.user_period),
  };
}

/**
 * A reward pool (LP-DATA-02..11); codes become the domain's names. The pool's quota amounts are required:
 * the remaining quota is computed from them (DEC-15), and one read as 0 would offer what is not there.
 */
function mapRewardPool(dto: RewardPoolDto): RewardPool {
  return {
    rid: integer(dto.rid),
    coin: text(dto.coin),
    decimalPlace: integer(dto.decimal_place, 8),
    // Absent caps are none: no personal maximum (LP-DATA-03's -1) and no minimum.
    personalMaxAmount: readLimit(dto.personal_max_amount, UNLIMITED_PERSONAL_MAX_AMOUNT),
    personalMinAmount: readAmount(dto.personal_min_amount, '0'),
    leftBuyTotalAmount: readAmount(dto.left_buy_total_amount),
    buyTotalAmount: readAmount(dto.buy_total_amount),
    rateYear: fraction(dto.rate_year),
    rateYearType: aprTypeFromCode(dto.rate_year_type),
    rewardPoolType: rewardPoolTypeFromCode(dto.reward_pool_type),
    vipConfig: dto.vip_config ?? null,
    simpleEarn: dto.simple_earn ? mapSimpleEarnOption(dto.simple_earn) : null,
    staking: dto.staking ? { rate: fraction(dto.staking.rate) } : null,
    isApply: integer(dto.isApply) === APPLIED_CODE,
    transactionConfig: (dto.transaction_config ?? []).map(mapTransactionTier),
    redeemType: redeemTypeFromCode(dto.redeem_type),
    // Absent, the user has traded nothing in the window yet.
    userTransactionAmount: readAmount(dto.user_transaction_amount, '0'),
    // Absent, the window is the default 60 days (SE-DATA-17): eligibilityLadder reads null so.
    transactionDays: optionalInteger(dto.transaction_days),
    limitRule: integer(dto.limit_rule),
  };
}

/** Project info (LP-DATA-01): start_timest seconds → ms. */
export function mapProjectInfo(dto: ProjectInfoDto): ProjectInfo {
  return {
    coin: text(dto.coin),
    startTime: msFromSeconds(dto.start_timest),
    icon: text(dto.icon),
    rewardPools: (dto.reward_pools ?? []).map(mapRewardPool),
  };
}

/**
 * The statistics list (LP-DATA-12): valid_amount is the stake, amount the rewards paid so far (P-38). The
 * stake is required (the quota and the redeemable amount count it); rewards not yet paid read as none.
 */
export function mapUserProjectStatistics(data: unknown): readonly UserProjectStatistics[] {
  return listOf<UserProjectStatisticsDto>(data).map((dto) => ({
    rid: integer(dto.rid),
    validAmount: readAmount(dto.valid_amount),
    amount: readAmount(dto.amount, '0'),
    lastRewardAmount: readAmount(dto.lastRewardAmount, '0'),
    lastHourRewardAmount: readAmount(dto.lastHourRewardAmount, '0'),
  }));
}

/** Referral info (LP-DATA-18). */
export function mapReferralInfo(dto: ReferralInfoDto | null | undefined): ReferralInfo {
  return { encryptedUid: text(dto?.encrypted_uid), kolCode: text(dto?.kol_code) };
}

/** The coin call setting (LP-DATA-19): new_coin_start seconds → ms, null when unset. */
export function mapCoinCallSetting(dto: CoinCallSettingDto | null | undefined): CoinCallSetting {
  return { newCoinStart: optionalMsFromSeconds(dto?.new_coin_start) };
}

/** The HODLer config (LP-DATA-16). */
export function mapHodlerConfig(dto: HodlerConfigDto | null | undefined): HodlerConfig {
  return { hodlerNotify: isNotificationOn(integer(dto?.hodler_notify)) };
}

/** The launchpool switch of the herald categories (LP-API-07, DEC-13): the startup_mining_switch item. */
export function mapLaunchpoolSwitch(data: unknown): boolean {
  for (const category of listOf<HeraldCategoryDto>(data)) {
    const item = (category.items ?? []).find((entry) => entry.msg_switch === STARTUP_MINING_SWITCH);
    if (item) return isNotificationOn(integer(item.switch_status));
  }
  return false;
}

/**
 * The promotion card (LP-SUCCESS-04): the first promotion with a message, or null. Its url is followed
 * by 'go to candy', so it is kept only when safe to follow (http(s) or a path of this site).
 */
export function mapCandyDropPromotion(data: unknown): CandyDropPromotion | null {
  const dto = listOf<CandyDropPromotionDto>(data).find((item) => text(item.popup_msg).trim() !== '');
  if (!dto) return null;
  const highlights = dto.popup_high_light;
  const keywords = typeof highlights === 'string' ? highlights.split(',') : (highlights ?? []);
  return {
    message: text(dto.popup_msg),
    highlights: keywords.map((word) => word.trim()).filter(Boolean),
    url: safeNavigationUrl(dto.url),
  };
}

/** The project list (DEC-27): each project's event state (LP-EVENT-01), times (seconds → ms) and pools. */
export function mapLaunchpoolProjects(data: unknown): readonly LaunchpoolProjectSummary[] {
  return listOf<LaunchpoolProjectDto>(data).map((dto) => ({
    projectId: integer(dto.pid),
    coin: text(dto.coin),
    icon: text(dto.icon),
    eventState: eventStateFromCode(dto.status),
    startTime: msFromSeconds(dto.start_timest),
    endTime: msFromSeconds(dto.end_timest),
    rewardPools: (dto.reward_pools ?? []).map((pool) => ({
      rid: integer(pool.rid),
      coin: text(pool.coin),
      rateYear: fraction(pool.rate_year),
      rateYearType: aprTypeFromCode(pool.rate_year_type),
      rewardPoolType: rewardPoolTypeFromCode(pool.reward_pool_type),
      totalStaked: readAmount(pool.total_staked, '0'),
    })),
  }));
}

/** The user's launchpool rewards per coin (LP-API-17); an answer without the list reads as none. */
export function mapUserStat(dto: UserStatDto | null | undefined): readonly LaunchpoolRewardTotal[] {
  return listOf<UserStatRewardDto>(dto?.rewards).map((item) => ({
    coin: text(item.coin),
    amount: readAmount(item.amount, '0'),
  }));
}

const RECORD_KINDS: readonly LaunchpoolRecordKind[] = ['stake', 'redeem', 'reward'];

/** One launchpool record (LP-LIST); a type other than 'redeem' or 'reward' reads as a stake. */
export function mapLaunchpoolRecord(dto: LaunchpoolRecordDto): LaunchpoolRecord {
  const kind = RECORD_KINDS.find((item) => item === dto.type) ?? 'stake';
  return {
    id: text(dto.id),
    kind,
    projectId: integer(dto.pid),
    projectCoin: text(dto.project_coin),
    rid: integer(dto.rid),
    poolCoin: text(dto.pool_coin),
    amount: readAmount(dto.amount, '0'),
    coin: text(dto.coin),
    time: msFromSeconds(dto.create_timest),
  };
}
