import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { CoinStack } from './CoinStack';

const coins = ['BTC', 'ETH', 'USDT', 'SOL', 'GT', 'DOT', 'ADA'];

function Stacks({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Coin stacks"
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 'var(--ek-space-md)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <CoinStack coins={coins} />
        <CoinStack coins={coins} size="md" />
        <CoinStack coins={['BTC', 'ETH']} size="lg" />
      </div>
    </EarnProvider>
  );
}

// Every coin above has artwork, which loads per coin after the first render: 5 + 5 + 2 icons show.
async function artworkLoaded() {
  await expect
    .poll(() => document.querySelectorAll('[data-slot="coin-icon"][data-state="artwork"]').length, { timeout: 10_000 })
    .toBe(12);
}

describe('CoinStack look', () => {
  it('ST-CONST-01 at most 5 coins then +2, at the three sizes (light)', async () => {
    render(<Stacks theme="light" locale="en" />);
    await artworkLoaded();
    await expect.element(page.getByRole('group', { name: 'Coin stacks' })).toMatchScreenshot('coin-stack-light');
  });

  it('ST-CONST-01 right to left in the dark theme', async () => {
    render(<Stacks theme="dark" locale="ar" />);
    await artworkLoaded();
    await expect.element(page.getByRole('group', { name: 'Coin stacks' })).toMatchScreenshot('coin-stack-ar-dark');
  });
});
