import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { BonusRules } from './BonusRules';

// Fixed times, so the references never change with the clock.
const pool = { awardAsset: 'GT', extAwardLimit: '5000', startAt: Date.UTC(2024, 2, 1), endAt: Date.UTC(2024, 2, 31) };

function Open({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider theme={theme} timeZone="UTC">
      <div style={{ padding: 'var(--ek-space-lg)' }}>
        <BonusRules pool={pool} asset="USDT" defaultOpen />
      </div>
    </EarnProvider>
  );
}

describe('BonusRules look', () => {
  it('SE-BONUS-03 SE-BONUS-04 SE-BONUS-05 SE-BONUS-06 the desktop popover: coin, times, limit, six rules and two examples, light', async () => {
    render(<Open theme="light" />);
    const popover = page.getByRole('dialog', { name: 'Bonus rules' });
    await expect.element(popover).toBeVisible();
    await expect.element(popover).toMatchScreenshot('bonus-rules-light');
  });

  it('SE-BONUS-06 the same popover in the dark theme', async () => {
    render(<Open theme="dark" />);
    const popover = page.getByRole('dialog', { name: 'Bonus rules' });
    await expect.element(popover).toBeVisible();
    await expect.element(popover).toMatchScreenshot('bonus-rules-dark');
  });
});
