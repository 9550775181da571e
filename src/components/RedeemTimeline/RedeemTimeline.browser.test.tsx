import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { RedeemTimeline } from './RedeemTimeline';

// Fixed times, so the references never change with the clock.
const subscribedAt = Date.UTC(2024, 2, 10, 15, 42);

function Gallery({ theme, locale = 'en' }: { theme: ThemeName; locale?: string }) {
  return (
    <EarnProvider theme={theme} locale={locale} timeZone="UTC">
      <div
        role="group"
        aria-label="Timelines"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-xl)',
          inlineSize: '720px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <RedeemTimeline variant="flexible" subscribedAt={subscribedAt} now={subscribedAt + 90 * 60_000} />
        <RedeemTimeline
          variant="fixed"
          subscribedAt={subscribedAt}
          lockUpPeriod={30}
          now={Date.UTC(2024, 2, 20)}
          orientation="horizontal"
        />
        <RedeemTimeline
          variant="stakingStandard"
          submittedAt={subscribedAt}
          incomeDays={1}
          redeemMinday={1}
          redeemMaxday={3}
        />
      </div>
    </EarnProvider>
  );
}

describe('RedeemTimeline look', () => {
  it('vertical, horizontal and a staking redemption, with done, current and upcoming steps, light', async () => {
    render(<Gallery theme="light" />);
    await expect.element(page.getByRole('group', { name: 'Timelines' })).toMatchScreenshot('redeem-timeline-light');
  });

  it('the same in the dark theme', async () => {
    render(<Gallery theme="dark" />);
    await expect.element(page.getByRole('group', { name: 'Timelines' })).toMatchScreenshot('redeem-timeline-dark');
  });

  it('right to left in Arabic: markers at the start (right), dates kept in one piece', async () => {
    render(<Gallery theme="light" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Timelines' })).toMatchScreenshot('redeem-timeline-ar');
  });
});
