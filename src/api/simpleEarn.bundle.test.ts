// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../eagerBundle.testing';

// Calls of the Simple Earn area no first screen makes: the subscribe and redeem dialogs', the vouchers', the FAQ's.
const laterCalls = ["'flexibleSubscribe'", "'fixedSubscribe'", "'flexibleRedeem'", "'couponRecommend'", "'faq'"];

describe('Simple Earn calls bundle', () => {
  it("the Simple Earn calls the home and My earn make first load without the subscribe, redeem, vouchers' and FAQ's calls", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'simpleEarn.ts'));
    const makes = (files: readonly string[]) =>
      laterCalls.filter((call) => files.some((file) => readFileSync(path.resolve(file), 'utf8').includes(call)));
    const sources = (files: readonly string[]) => files.filter((file) => file.startsWith('src/'));
    expect(makes(sources(all))).toEqual(laterCalls);
    expect(makes(sources(eager))).toEqual([]);
  }, 60_000);

  it("the history's coin filters' calls load with the first half, not with the subscribe and redeem calls", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'simpleEarn.ts'));
    const firstHalf = eager.filter((file) => file.startsWith('src/')).map((file) => readFileSync(file, 'utf8'));
    const coinCalls = ["'fixedProductCoins'", "'flexibleHistoryCoins'"];
    expect(coinCalls.filter((call) => firstHalf.some((source) => source.includes(`transport.call(${call}`)))).toEqual(
      coinCalls,
    );
  }, 60_000);
});
