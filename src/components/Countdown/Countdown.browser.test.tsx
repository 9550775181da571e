import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Countdown } from './Countdown';

const START = Date.UTC(2025, 0, 10, 8, 0, 0);
// A fixed clock: 2 days 3 hours 15 minutes 9 seconds before the start, and 45 minutes 30 seconds before.
const farNow = () => START - (2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 9_000);
const nearNow = () => START - (45 * 60_000 + 30_000);
const afterNow = () => START + 1_000;

function Countdowns({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Countdowns"
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 'var(--ek-space-lg)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <Countdown target={START} clock={farNow} />
        <Countdown target={START} clock={farNow} variant="boxed" />
        <Countdown target={START} clock={nearNow} variant="boxed" />
        <Countdown target={START} clock={afterNow} />
      </div>
    </EarnProvider>
  );
}

describe('Countdown look', () => {
  it('LP-STAKE-10 inline and boxed, with days, under a day, and started (light)', async () => {
    render(<Countdowns theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Countdowns' })).toMatchScreenshot('countdown-light');
  });

  it('LP-STAKE-10 SH-LOCALE-01 in Arabic, right to left with Latin digits, in the dark theme', async () => {
    render(<Countdowns theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Countdowns' })).toMatchScreenshot('countdown-ar-dark');
  });
});
