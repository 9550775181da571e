import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { StakeSuccessDialog } from '../StakeSuccessDialog';
import { SuccessDialog } from './index';

// Animations run on the browser's clock, outside React's act(): this is not an act environment.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function settled(element: Element): Promise<DOMRect> {
  await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return element.getBoundingClientRect();
}

describe('ResultDialog look', () => {
  it('SH-DIALOG-01 a success dialog with rows and two buttons, on desktop', async () => {
    await page.viewport(1280, 800);
    render(
      <EarnProvider timeZone="UTC">
        <SuccessDialog
          defaultOpen
          title="Subscribed successfully"
          subtitle="Your USDT starts earning today."
          rows={[
            { label: 'Amount', amount: '1200.5', coin: 'USDT', decimals: 2 },
            { label: 'Product', value: 'Fixed 30 days' },
          ]}
          primaryAction={{ label: 'View holdings' }}
          secondaryAction={{ label: 'Subscribe more' }}
        />
      </EarnProvider>,
    );
    const dialog = page.getByRole('dialog', { name: 'Subscribed successfully' });
    await expect.element(dialog).toBeVisible();
    await settled(dialog.element());
    await expect.element(dialog).toMatchScreenshot('result-dialog-success');
  });

  it('LP-SUCCESS-01 SH-DIALOG-02 the stake success view is a full page on mobile, in Arabic', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider timeZone="UTC" locale="ar">
        <StakeSuccessDialog
          defaultOpen
          rows={[{ label: 'المبلغ', amount: '2.5', coin: 'ETH', decimals: 4 }]}
          transactionLimitAlert
          promotion={{
            message: 'تداول BTC هذا الأسبوع لتشارك في 50,000 ABC',
            highlights: ['50,000 ABC'],
            url: '/candy',
          }}
        />
      </EarnProvider>,
    );
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    const rect = await settled(dialog.element());
    expect([rect.left, rect.top, rect.width, rect.height]).toEqual([0, 0, 375, 812]);
    await expect.element(dialog).toMatchScreenshot('stake-success-mobile-ar');
  });
});
