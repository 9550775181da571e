/**
 * The framed staking view (ST-ROUTE-02) in the production build: a host page on another origin embeds
 * `/staking/ETH?is_frame=1` in an iframe and records the window messages it receives from the app's origin.
 * Alice stakes ETH in the frame, continues to stake, stakes again and follows 'View holdings'; the host hears
 * success, reopen_stake, success, open_page and close, and nothing reaches a host the frame was not opened by.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAKING_FRAME_SOURCE } from '../src/domain/staking/frame';
import { catalogueText, expectAccessible, openApp, startBrowser, urls } from './support';

startBrowser({ resetEachTest: true });

const en = catalogueText('en', 'global');
let host: Server;
let hostUrl: string;

/** The host page: the framed view in an iframe, and every message from the app's origin kept in order. */
function hostPage(appOrigin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host page</title></head>
<body><main><h1>Host page</h1>
<iframe title="Staking" src="${appOrigin}/staking/ETH?is_frame=1" style="inline-size: 900px; block-size: 760px"></iframe>
</main>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(appOrigin)}) window.received.push(event.data);
  });
</script></body></html>`;
}

beforeAll(async () => {
  const app = new URL(urls().app);
  host = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(hostPage(app.origin));
  });
  await new Promise<void>((resolve) => host.listen(0, resolve));
  // Same site as the app (its cookies go with the frame), another origin (the port): the target origin counts.
  hostUrl = `${app.protocol}//${app.hostname}:${(host.address() as AddressInfo).port}/host.html`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

/** Waits until the host has received `count` messages and answers them. */
async function messagesAfter(page: Page, count: number): Promise<unknown[]> {
  await page.waitForFunction((n) => (window as unknown as { received: unknown[] }).received.length >= n, count);
  return received(page);
}

async function stakeInFrame(frame: FrameLocator, amount: string): Promise<void> {
  const dialog = frame.getByRole('dialog', { name: en('stakingStake.title', { coin: 'ETH' }), exact: true });
  const field = dialog.getByRole('textbox', { name: en('stakingStake.amount') });
  await field.fill(amount);
  const agreement = dialog.getByRole('checkbox', { name: en('stakingStake.agreement') });
  if (!(await agreement.isChecked())) await agreement.click();
  await dialog.getByRole('button', { name: en('stakingStake.stake'), exact: true }).click();
  await frame.getByRole('dialog', { name: en('stakingStake.successTitle'), exact: true }).waitFor();
}

describe('the framed staking view', () => {
  it('ST-ROUTE-02 a host page embedding /staking/ETH?is_frame=1 receives success, reopen_stake, open_page and close', async () => {
    const { context, page } = await openApp(hostUrl, { user: 'alice' });
    const frame = page.frameLocator('iframe[title="Staking"]');
    const stake = frame.getByRole('dialog', { name: en('stakingStake.title', { coin: 'ETH' }), exact: true });
    await stake.waitFor();
    // The frame has no site chrome.
    expect(await frame.getByRole('banner').count()).toBe(0);
    await expectAccessible(page, 'the host page with the framed stake dialog');

    await stakeInFrame(frame, '1');
    const message = { source: STAKING_FRAME_SOURCE, coin: 'ETH', pid: -1, stakeCoin: 'ETH' };
    expect(await messagesAfter(page, 1)).toEqual([{ ...message, type: 'success', amount: '1' }]);

    await frame.getByRole('button', { name: en('staking.success.continueStake'), exact: true }).click();
    await stakeInFrame(frame, '0.5');
    await frame.getByRole('button', { name: en('staking.success.viewHoldings'), exact: true }).click();
    expect(await messagesAfter(page, 5)).toEqual([
      { ...message, type: 'success', amount: '1' },
      { source: STAKING_FRAME_SOURCE, type: 'reopen_stake', coin: 'ETH', pid: -1 },
      { ...message, type: 'success', amount: '0.5' },
      {
        source: STAKING_FRAME_SOURCE,
        type: 'open_page',
        url: '/myaccount/funds/finance/staking?asset=ETH&open-history=1&type=1',
      },
      { source: STAKING_FRAME_SOURCE, type: 'close', coin: 'ETH' },
    ]);
    // The frame stayed on the staking view: the host decides where the link goes.
    expect(page.frames().some((inner) => inner.url().includes('/staking/ETH?is_frame=1'))).toBe(true);
    await context.close();
  });

  it('ST-ROUTE-02 opened on its own (no host page) the framed view posts to no one and still works', async () => {
    const { context, page } = await openApp('/staking/ETH?is_frame=1', { user: 'alice' });
    const dialog = page.getByRole('dialog', { name: en('stakingStake.title', { coin: 'ETH' }), exact: true });
    await dialog.waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.evaluate(() => {
      const counted = window as unknown as { heard: number };
      counted.heard = 0;
      window.addEventListener('message', () => (counted.heard += 1));
    });
    await dialog.getByRole('button', { name: en('common.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A posted message is delivered as a task: two more turns of the event loop have seen any.
    const heard = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          setTimeout(() => setTimeout(() => resolve((window as unknown as { heard: number }).heard))),
        ),
    );
    expect(heard).toBe(0);
    await context.close();
  });
});
