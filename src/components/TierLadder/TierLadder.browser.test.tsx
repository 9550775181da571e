import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { rateFromFraction, type Rate } from '../../domain/shared';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { LadderAprTable } from './LadderAprTable';
import { TierLadder } from './TierLadder';
import { VipDiscountTable } from './VipDiscountTable';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;

function Gallery({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider theme={theme} timeZone="UTC">
      <div
        role="group"
        aria-label="Ladders"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-xl)',
          inlineSize: '440px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <TierLadder
          coin="BTC"
          userTransactionAmount="62500.5"
          transactionConfig={[
            { transactionAmount: '10000', mortgageLimit: '500' },
            { transactionAmount: '50000', mortgageLimit: '2500' },
            { transactionAmount: '200000', mortgageLimit: '10000' },
          ]}
        />
        <LadderAprTable
          coin="USDT"
          basis={RATE_BASIS.fixed}
          amount="5000"
          tiers={[
            { left: '0', right: '1000', apr: rate('0.1095') },
            { left: '1000', right: '10000', apr: rate('0.0365') },
            { left: '10000', right: '-1', apr: rate('0.01') },
          ]}
        />
        <VipDiscountTable
          tier={5}
          isCrowd={false}
          feeRate={rate('0.001')}
          vipConfig={[
            { minTier: 1, maxTier: 3, vipSale: '0.1' },
            { minTier: 4, maxTier: 7, vipSale: '0.2' },
          ]}
        />
      </div>
    </EarnProvider>
  );
}

describe('TierLadder look', () => {
  it('eligibility ladder with the tip, ladder APR and VIP discounts, light', async () => {
    render(<Gallery theme="light" />);
    await expect.element(page.getByRole('group', { name: 'Ladders' })).toMatchScreenshot('tier-ladder-light');
  });

  it('the same in the VIP theme', async () => {
    render(<Gallery theme="vip" />);
    await expect.element(page.getByRole('group', { name: 'Ladders' })).toMatchScreenshot('tier-ladder-vip');
  });
});
