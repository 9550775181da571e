import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import type { Voucher } from '../../domain/simpleEarn/models';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { VoucherPicker } from './VoucherPicker';

const vouchers: Voucher[] = [
  {
    id: 1,
    title: 'Summer boost',
    rateDay: 7,
    rateRatio: rateFromFraction('0.05') as Rate,
    buyLimitLow: '100',
    buyLimitHigh: '10000',
    usingCurrency: 'USDT',
    expiredTimest: Date.UTC(2030, 6, 1, 8, 30) / 1000,
  },
  {
    id: 2,
    title: 'Welcome gift',
    rateDay: 30,
    rateRatio: rateFromFraction('0.02') as Rate,
    buyLimitLow: '10',
    buyLimitHigh: '0',
    usingCurrency: 'USDT',
    expiredTimest: Date.UTC(2030, 11, 31, 23, 59) / 1000,
  },
];

function Picker({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Vouchers"
        style={{
          inlineSize: 'var(--ek-size-dialogSm)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <VoucherPicker vouchers={vouchers} amount="1000" />
      </div>
    </EarnProvider>
  );
}

describe('VoucherPicker look', () => {
  it('SE-VOUCH-02 SE-VOUCH-10 the first voucher selected, limits, expiry and estimated bonus (light)', async () => {
    render(<Picker theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Vouchers' })).toMatchScreenshot('voucher-picker-light');
  });

  it('SE-VOUCH-01 right to left in the dark theme', async () => {
    render(<Picker theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Vouchers' })).toMatchScreenshot('voucher-picker-ar-dark');
  });
});
