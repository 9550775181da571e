import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AutoEarnCard } from '../autoEarn/AutoEarnCard';
import { marketListDtos } from '../autoEarn/autoEarnFixtures.testing';
import { createFakeEarnBackend } from './fakeEarnBackend.testing';
import { FixedHoldingDetail } from './FixedHoldingDetail';
import { FlexibleHoldingDetail } from './FlexibleHoldingDetail';
import { renderFlow } from './flowTestSetup.testing';
import { Holdings } from './Holdings';
import { FIXTURE_NOW, fixedHoldingDto, flexibleHoldingDto } from './holdingsFixtures.testing';

/** The element around `text` that a reader sees as one line: its row, header or card. */
async function lineOf(text: string, selector: string) {
  const element = (await screen.findByText(text)).closest(selector);
  if (!element) throw new Error(`no ${selector} around ${text}`);
  return page.elementLocator(element);
}

/** USDT's artwork loads after the first render: the picture is taken once every coin icon shows it. */
async function coinArtworkShown() {
  await expect
    .poll(() => document.querySelectorAll('[data-slot="coin-icon"]:not([data-state="artwork"])').length, {
      timeout: 10_000,
    })
    .toBe(0);
}

describe('Holdings status badges look', () => {
  it('SE-STATUS-08 DEC-09 the fixed list reads Holding and Redeeming in their tints', async () => {
    const backend = createFakeEarnBackend({
      fixedHoldings: [fixedHoldingDto(1, { status: 0 }), fixedHoldingDto(2, { status: 3 })],
    });
    renderFlow(<Holdings defaultTab="fixed" />, { respond: backend.respond });
    await screen.findByText('Holding');
    await coinArtworkShown();
    await expect.element(await lineOf('Holding', 'tr')).toMatchScreenshot('holdings-row-holding');
    await expect.element(await lineOf('Redeeming', 'tr')).toMatchScreenshot('holdings-row-redeeming');
  });

  it('HD-FIXED-03 HD-FIXED-04 the fixed detail header: VIP tag beside the Holding badge', async () => {
    const backend = createFakeEarnBackend({ fixedHoldings: [fixedHoldingDto(1, { product_type: 2 })] });
    renderFlow(<FixedHoldingDetail asset="USDT" orderId="F1001" now={FIXTURE_NOW} />, { respond: backend.respond });
    const heading = await screen.findByRole('heading', { name: 'Simple Earn - Fixed' });
    await screen.findByText('Holding');
    await coinArtworkShown();
    await expect.element(page.elementLocator(heading.parentElement!)).toMatchScreenshot('holding-detail-header');
  });

  it('HD-FLEX-06 the minimum lending APR reads System default beside the rate', async () => {
    const backend = createFakeEarnBackend({
      marketList: marketListDtos(),
      flexibleHoldings: [flexibleHoldingDto('USDT')],
    });
    renderFlow(<FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW + 34 * 60_000} today="2024-05-01" />, {
      respond: backend.respond,
    });
    await expect.element(await lineOf('System default', 'dd')).toMatchScreenshot('holding-detail-system-default');
  });

  it('AE-CARD-01 the auto-earn card title carries the Enabling badge', async () => {
    const backend = createFakeEarnBackend({ marketList: marketListDtos(['ETH']) });
    renderFlow(<AutoEarnCard />, { respond: backend.respond });
    await expect.element(await lineOf('Enabling', 'h3')).toMatchScreenshot('auto-earn-card-enabling');
  });
});
