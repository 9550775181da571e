import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { FundsSourceChooser } from './FundsSourceChooser';

// The skeleton shimmer never holds still for a screenshot.
const still = '[data-slot="skeleton"] { animation: none !important; }';

describe('FundsSourceChooser look', () => {
  it('LP-FUNDS-01 four cards in a row on desktop', async () => {
    await page.viewport(1280, 800);
    render(
      <EarnProvider timeZone="UTC">
        <div
          role="group"
          aria-label="Funds"
          style={{ padding: 'var(--ek-space-lg)', background: 'var(--ek-color-background)' }}
        >
          <FundsSourceChooser coin="BTC" />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Funds' })).toMatchScreenshot('funds-source-desktop');
  });

  it('LP-FUNDS-02 LP-FUNDS-09 a phone: a list without transfer, and 3 placeholders while loading (dark, Arabic)', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider timeZone="UTC" theme="dark" locale="ar">
        <style>{still}</style>
        <div
          role="group"
          aria-label="Funds"
          style={{
            display: 'grid',
            gap: 'var(--ek-space-xl)',
            padding: 'var(--ek-space-lg)',
            background: 'var(--ek-color-background)',
          }}
        >
          <FundsSourceChooser coin="BTC" />
          <FundsSourceChooser coin="BTC" loading />
        </div>
      </EarnProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Funds' })).toMatchScreenshot('funds-source-mobile-ar-dark');
  });
});
