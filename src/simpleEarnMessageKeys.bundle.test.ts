// @vitest-environment node
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from './eagerBundle.testing';

/** What a bundler keeps of `files` (under src; tree-shaken, decimal.js external), as one text. */
async function bundled(files: readonly string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: files.map((file) => `export * from './${file}';`).join('\n'),
      resolveDir: __dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external: ['decimal.js'],
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('Simple Earn message keys and strings bundle', () => {
  it("the product list's domain rules (VIP access, upgrade ways, fixed orders) bring their own message keys, not the history's or the timeline's", async () => {
    const text = await bundled([
      'domain/simpleEarn/vipAccess',
      'domain/simpleEarn/products',
      'domain/simpleEarn/fixedOrder',
    ]);
    expect(text).toContain('simpleEarn.vip.exclusive');
    // Before, messageKeys.ts held every group and a list of them all, which a bundler keeps with any one of them.
    expect(text).not.toContain('simpleEarn.history.');
    expect(text).not.toContain('simpleEarn.timeline.');
  }, 60_000);

  it("the product list's English carries the domain's notices, not the history's labels or the timelines' steps", async () => {
    const text = await bundled(['flows/products/defaultMessages']);
    expect(text).toContain('simpleEarn.subscribe.soldOut');
    expect(text).not.toContain('simpleEarn.history.');
    expect(text).not.toContain('simpleEarn.timeline.');
  }, 60_000);

  it("the Simple Earn home's first screen (the product list and the auto-earn card) carries its notices, not the FAQ's answers, the upgrade guide's strings, the dialogs' checks or the orders' tips", async () => {
    // One bundle each: both modules export `defaultMessages`, which `export *` of the two together would drop.
    const text = (
      await Promise.all(
        ['flows/products/defaultMessages', 'flows/autoEarn/defaultMessages'].map((file) => bundled([file])),
      )
    ).join('\n');
    expect(text).toContain('simpleEarn.subscribe.soldOut');
    expect(text).toContain('simpleEarn.vip.exclusive');
    for (const elsewhere of [
      'simpleEarnHome.faq.',
      'simpleEarnHome.vipGuide.',
      'simpleEarn.upgradeWay.',
      'simpleEarn.subscribe.insufficientBalance',
      'simpleEarn.redeem.',
      'simpleEarn.tip.',
    ])
      expect(text).not.toContain(elsewhere);
  }, 60_000);

  it("the holdings' English carries the orders' badges and tips, not the dialogs' checks or the product list's notices", async () => {
    const text = await bundled(['flows/holdings/defaultMessages']);
    expect(text).toContain('simpleEarn.order.holding');
    expect(text).toContain('simpleEarn.tip.earlyRedeemNotSupported');
    for (const elsewhere of [
      'simpleEarn.subscribe.insufficientBalance',
      'simpleEarn.redeem.',
      'simpleEarn.upgradeWay.',
    ])
      expect(text).not.toContain(elsewhere);
  }, 60_000);

  it("the history's English carries none of Simple Earn's notices, checks or tips", async () => {
    const text = await bundled(['flows/history/defaultMessages']);
    expect(text).toContain('simpleEarn.history.');
    for (const elsewhere of ['simpleEarn.subscribe.', 'simpleEarn.vip.', 'simpleEarn.tip.', 'simpleEarn.redeem.'])
      expect(text).not.toContain(elsewhere);
  }, 60_000);

  it("the holdings' and the history's English carry none of the subscribe and redeem dialogs' strings", async () => {
    for (const flow of ['holdings', 'history']) {
      const text = await bundled([`flows/${flow}/defaultMessages`]);
      expect(text).toContain('holdingsFlows.');
      expect(text).not.toContain('simpleEarnFlows.');
    }
  }, 60_000);
  it("the products' and the orders' domain rules load their own key groups, not the subscribe and redeem checks' module", async () => {
    // A bundler keeps a module whole in one chunk: every page whose client reads the products (the history's too)
    // loaded every group's keys while they shared one module.
    const checks = 'src/domain/simpleEarn/messageKeys.ts';
    for (const [rule, keys] of [
      ['products', 'src/domain/simpleEarn/offerMessageKeys.ts'],
      ['vipAccess', 'src/domain/simpleEarn/offerMessageKeys.ts'],
      ['fixedOrder', 'src/domain/simpleEarn/orderMessageKeys.ts'],
      ['preferences', 'src/domain/simpleEarn/orderMessageKeys.ts'],
    ] as const) {
      const { eager } = await bundleInputs(path.resolve(__dirname, `domain/simpleEarn/${rule}.ts`));
      expect(eager.some((input) => input.endsWith(keys))).toBe(true);
      expect(eager.filter((input) => input.endsWith(checks))).toEqual([]);
    }
  }, 60_000);
});
