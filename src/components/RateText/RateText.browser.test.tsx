import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { CoinIcon } from '../CoinIcon';
import { CoinStack } from '../CoinStack';
import { StakingTags, Tag } from '../Tag';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { RateText } from './RateText';

// The small display parts side by side: rates, tags, coin icons and a stack.
function Gallery({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider theme={theme}>
      <div
        data-testid="frame"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-md)',
          inlineSize: '480px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 'var(--ek-space-lg)', flexWrap: 'wrap' }}>
          <RateText rate="0.0525" basis={RATE_BASIS.flexible} size="display" />
          <RateText rate="0.185" basis={RATE_BASIS.flexible} upTo size="lg" />
          <RateText rate="0.012" basis={RATE_BASIS.fixed} tone="up" signed compact />
          <RateText rate="-0.004" basis={RATE_BASIS.wealth} tone="down" compact />
          <RateText rate="0.08" basis={RATE_BASIS.fixed} soldOut />
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-xs)' }}>
          <Tag kind="newcomer" />
          <Tag kind="vip" vipRange={{ min: 1, max: 5 }} />
          <StakingTags flags={7} />
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-md)' }}>
          <CoinIcon coin="BTC" size="lg" />
          <CoinIcon coin="ETH" size="md" />
          <CoinIcon coin="GT" />
          <CoinStack coins={['BTC', 'ETH', 'USDT', 'SOL', 'GT', 'DOT', 'ADA']} />
        </div>
      </div>
    </EarnProvider>
  );
}

// The coins above have artwork, which loads per coin after the first render: 3 icons and 5 in the stack.
async function artworkLoaded() {
  await expect
    .poll(() => document.querySelectorAll('[data-slot="coin-icon"][data-state="artwork"]').length, { timeout: 10_000 })
    .toBe(8);
}

describe('RateText, Tag and coin icons look', () => {
  it('SE-STATUS-05 ST-CONST-01 rates, tags and coins in the light theme', async () => {
    render(<Gallery theme="light" />);
    await artworkLoaded();
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('rate-tag-coin-light');
  });

  it('the same in the dark theme', async () => {
    render(<Gallery theme="dark" />);
    await artworkLoaded();
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('rate-tag-coin-dark');
  });
});
