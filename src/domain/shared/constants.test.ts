import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  ACTION_STATUS,
  AMOUNT_INPUT_CAP,
  APR_NOTE_NUMBER,
  AVAILABLE_BALANCE_DEDUPE_MS,
  BALANCE_DECIMALS,
  BALANCE_POLL_INTERVAL_MS,
  DEFAULT_MAX_LEND_RATE_PERCENT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RETRY_COUNT,
  DEFAULT_TRADING_VOLUME_WINDOW_DAYS,
  MAX_FILL_DEBOUNCE_MS,
  MIN_DISPLAYED_AMOUNT,
  PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RESPONSE_CODE,
  SERVER_REQUEST_TIMEOUT_MS,
  STABLE_COINS,
  SUBMIT_DEBOUNCE_MS,
  SUBSCRIBE_CLICK_DEBOUNCE_MS,
  TRANSFER_CLICK_DEBOUNCE_MS,
  isStableCoin,
} from './constants';

describe('shared constants', () => {
  it('SH-CONST-01 the client request timeout is 20 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('SH-CONST-02 the server-side timeout is 3 s', () => {
    expect(SERVER_REQUEST_TIMEOUT_MS).toBe(3_000);
  });

  it('SH-CONST-03 the default retry count is 10', () => {
    expect(DEFAULT_RETRY_COUNT).toBe(10);
  });

  it('SH-CONST-04 SH-API-08 the balance is polled every 60000 ms and shown with 8 decimals', () => {
    expect(BALANCE_POLL_INTERVAL_MS).toBe(60_000);
    expect(BALANCE_DECIMALS).toBe(8);
  });

  it('SH-CONST-05 available-balance requests are deduplicated within 10 s', () => {
    expect(AVAILABLE_BALANCE_DEDUPE_MS).toBe(10_000);
  });

  it('SH-CONST-06 the amount input cap is 999999999999, held as text', () => {
    expect(AMOUNT_INPUT_CAP).toBe('999999999999');
    expect(toDecimal(AMOUNT_INPUT_CAP).toFixed()).toBe('999999999999');
  });

  it('SH-CONST-07 action status is enabled 1 and not enabled 0', () => {
    expect(ACTION_STATUS).toEqual({ enabled: 1, notEnabled: 0 });
  });

  it('SH-CONST-09 the minimum displayed amount is 0.00000001, one unit of the 8th decimal', () => {
    expect(MIN_DISPLAYED_AMOUNT).toBe('0.00000001');
    expect(toDecimal(MIN_DISPLAYED_AMOUNT).decimalPlaces()).toBe(BALANCE_DECIMALS);
  });

  it('SH-CONST-10 the stable coins are USDT, USDC, USD and USDD', () => {
    expect([...STABLE_COINS]).toEqual(['USDT', 'USDC', 'USD', 'USDD']);
  });

  it.each([
    ['USDT', true],
    ['usdc', true],
    [' USD ', true],
    ['USDD', true],
    ['BTC', false],
    ['GUSD', false],
    ['', false],
  ])('SH-CONST-10 isStableCoin(%j) is %s', (coin, expected) => {
    expect(isStableCoin(coin)).toBe(expected);
  });

  it('SH-CONST-11 the default trading-volume window is 60 days', () => {
    expect(DEFAULT_TRADING_VOLUME_WINDOW_DAYS).toBe(60);
  });

  it('SH-CONST-12 the submit debounce is 200 ms; subscribe and transfer clicks 500 ms', () => {
    expect(SUBMIT_DEBOUNCE_MS).toBe(200);
    expect(SUBSCRIBE_CLICK_DEBOUNCE_MS).toBe(500);
    expect(TRANSFER_CLICK_DEBOUNCE_MS).toBe(500);
  });

  it('LP-REDEEM-13 the Max fill is debounced 200 ms', () => {
    expect(MAX_FILL_DEBOUNCE_MS).toBe(200);
  });

  it('SH-CONST-13 DEC-16 the APR note number is 5, the default maximum lending rate in percent', () => {
    expect(APR_NOTE_NUMBER).toBe(5);
    expect(DEFAULT_MAX_LEND_RATE_PERCENT).toBe(String(APR_NOTE_NUMBER));
  });

  it('SH-ERR-01 SH-ERR-02 SH-FUNDPASS-01 SH-AUTH-02 the response codes are 0/200, -1, 101 and 401', () => {
    expect([RESPONSE_CODE.success, RESPONSE_CODE.ok]).toEqual([0, 200]);
    expect(RESPONSE_CODE.failure).toBe(-1);
    expect(RESPONSE_CODE.fundingPasswordNeeded).toBe(101);
    expect(RESPONSE_CODE.loginNeeded).toBe(401);
  });

  it('SH-API-04 DEC-02 the default page size is 10 and the named lists use theirs', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE).toEqual({
      holdings: 10,
      history: 8,
      historyDialog: 6,
      cumulativeInterestDialog: 7,
      hourlyInterestDetail: 25,
      autoEarnMarketList: 7,
      table: 10,
    });
  });
});
