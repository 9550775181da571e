import { describe, expect, it } from 'vitest';
import {
  APR_NOTE_NUMBER,
  DEFAULT_TRADING_VOLUME_WINDOW_DAYS,
  PAGE_SIZE,
  SUBMIT_DEBOUNCE_MS,
  SUBSCRIBE_CLICK_DEBOUNCE_MS,
  TRANSFER_CLICK_DEBOUNCE_MS,
} from '../shared/constants';
import {
  BusinessType,
  DEFAULT_MAX_LEND_RATE_YEAR,
  DEFAULT_REDEEM_ACCOUNT_TYPE,
  DEFAULT_REINVEST_STATUS,
  FIXED_ORDER_CUTOFF_MS,
  FLEXIBLE_HISTORY_FAKE_TOTAL,
  FLEXIBLE_PRODUCT_ID,
  FixedProductType,
  HISTORY_MAX_MONTHS,
  HistoryMode,
  HistoryRecordType,
  HistorySubBusiness,
  MINIMUM_FLEXIBLE_REDEEM_AMOUNT,
  OperateFlag,
  REDEMPTION_ARRIVAL_DELAY_MS,
  RecommendType,
  RedeemAccountType,
  SUBSCRIBE_AGAIN_VIP_TIER,
  SUBSCRIBE_CLOSE_DELAY_MS,
  SaleStatus,
} from './constants';

describe('Simple Earn constants', () => {
  it.each([
    ['SE-DATA-03 fixed product type normal', FixedProductType.normal, 1],
    ['SE-DATA-03 fixed product type VIP', FixedProductType.vip, 2],
    ['SE-DATA-03 fixed product type special', FixedProductType.special, 3],
    ['SE-DATA-04 sale status subscribable', SaleStatus.subscribable, 1],
    ['SE-DATA-04 sale status sold out', SaleStatus.soldOut, 2],
    ['SE-CONST-01 SE-DATA-05 operate flag not supported', OperateFlag.notSupported, 0],
    ['SE-CONST-01 SE-DATA-05 operate flag supported', OperateFlag.supported, 1],
    ['SE-CONST-02 business type flexible', BusinessType.flexible, -1],
    ['SE-CONST-02 business type fixed', BusinessType.fixed, 1],
    ['SE-CONST-02 business type flexed-flexible', BusinessType.flexedFlexible, 0],
    ['SE-DEST-02 redeem-to flexible', RedeemAccountType.flexible, 1],
    ['SE-DEST-02 redeem-to spot or unified', RedeemAccountType.spot, 0],
    ['SE-DEST-03 redeem_account_type defaults to flexible', DEFAULT_REDEEM_ACCOUNT_TYPE, 1],
    ['SE-REINV-10 reinvest_status defaults to 0', DEFAULT_REINVEST_STATUS, 0],
    ['SE-DATA-06 the flexible product id', FLEXIBLE_PRODUCT_ID, 0],
    ['SE-DATA-12 history type lend', HistoryRecordType.lend, 1],
    ['SE-DATA-12 history type redeem', HistoryRecordType.redeem, 2],
    ['SE-DATA-12 history type interest', HistoryRecordType.interest, 3],
    ['SE-DATA-12 history type bonus', HistoryRecordType.bonus, 4],
    ['SE-DATA-12 history type rate-up', HistoryRecordType.rateUp, 5],
    ['SE-DATA-13 sub_business launchpad', HistorySubBusiness.launchpad, 11],
    ['SE-DATA-13 sub_business launchpool', HistorySubBusiness.launchpool, 12],
    ['SE-DATA-14 mode unified redeem', HistoryMode.unifiedRedeem, 0],
    ['SE-DATA-14 mode unified liquidation', HistoryMode.unifiedLiquidation, 1],
    ['SE-DATA-14 mode crypto liquidation', HistoryMode.cryptoLiquidation, 2],
    ['SE-DATA-14 mode auto-earn', HistoryMode.autoEarn, 5],
    ['SE-DATA-14 mode launch pool', HistoryMode.launchPool, 10],
    ['SE-DATA-14 mode after liquidation', HistoryMode.afterLiquidation, 11],
    ['SE-DATA-14 mode lock auto', HistoryMode.lockAuto, 12],
    ['SE-DATA-14 mode convert to regular', HistoryMode.convertToRegular, 14],
    ['SE-DATA-14 mode auto reinvest', HistoryMode.autoReinvest, 15],
    ['SE-DATA-14 mode spot redeem', HistoryMode.spotRedeem, 32],
    ['SE-DATA-20 recommend_type none', RecommendType.none, 0],
    ['SE-DATA-20 recommend_type hold the platform token', RecommendType.holdPlatformToken, 1],
    ['SE-DATA-20 recommend_type hold assets', RecommendType.holdAssets, 2],
    ['SE-DATA-20 recommend_type trade volume', RecommendType.tradeVolume, 3],
    ['SE-DATA-17 extra reward pool transaction_days default', DEFAULT_TRADING_VOLUME_WINDOW_DAYS, 60],
    ['SE-SUB-21 subscribe click debounce (ms)', SUBSCRIBE_CLICK_DEBOUNCE_MS, 500],
    ['SE-SUB-22 transfer click debounce (ms)', TRANSFER_CLICK_DEBOUNCE_MS, 500],
    ['SE-APR-09 APR submit debounce (ms)', SUBMIT_DEBOUNCE_MS, 200],
    ['SE-SUB-19 dialog close delay after success (ms)', SUBSCRIBE_CLOSE_DELAY_MS, 200],
    ['SE-EARLY-02 the cut-off before finish_time is 1 hour', FIXED_ORDER_CUTOFF_MS, 3_600_000],
    ['SE-TIMELINE-06 redemption arrives 30 minutes after finish', REDEMPTION_ARRIVAL_DELAY_MS, 1_800_000],
    ['SE-AGAIN-01 DEC-21 subscribe-again VIP tier', SUBSCRIBE_AGAIN_VIP_TIER, 5],
    ['SE-API-15 faked flexible history total', FLEXIBLE_HISTORY_FAKE_TOTAL, 9999],
    ['SE-HIST-05 history months back', HISTORY_MAX_MONTHS, 6],
    ['DEC-16 the APR tip number is the default max lending APR', APR_NOTE_NUMBER, 5],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('DEC-05 SE-APR-03 the 5 percent default maximum is 0.05 as a fraction', () => {
    expect(DEFAULT_MAX_LEND_RATE_YEAR).toBe('0.05');
  });

  it('SE-REDEEM-16 DEC-01 the minimum flexible redeem is 0.000001', () => {
    expect(MINIMUM_FLEXIBLE_REDEEM_AMOUNT).toBe('0.000001');
  });

  it.each([
    ['SE-HOLD-02 holdings', PAGE_SIZE.holdings, 10],
    ['SE-HIST-06 history page', PAGE_SIZE.history, 8],
    ['SE-HIST-06 history dialog', PAGE_SIZE.historyDialog, 6],
    ['SE-INT-02 cumulative-interest dialog', PAGE_SIZE.cumulativeInterestDialog, 7],
    ['SE-INT-04 hourly interest detail', PAGE_SIZE.hourlyInterestDetail, 25],
  ])('DEC-02 page size of %s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
