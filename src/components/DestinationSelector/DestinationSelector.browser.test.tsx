import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createRewardPool, createSimpleEarnOption } from '../../domain/launchpool/factories';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { DestinationSelector } from './DestinationSelector';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const flexiblePool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({
    rate: rate('0.0525'),
    fixedPeriod: 30,
    fixedRate: rate('0.08'),
    extRate: rate('0.01'),
  }),
});
const fixedPool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({
    rate: rate('0.0525'),
    userPeriod: 60,
    fixedRate: rate('0.08'),
    extRate: rate('0.01'),
  }),
});

function Selectors({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme}>
      <div
        role="group"
        aria-label="Destinations"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-xl)',
          inlineSize: 'var(--ek-size-dialogSm)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <DestinationSelector pool={flexiblePool} />
        <DestinationSelector pool={fixedPool} label="Fixed term locked in" />
      </div>
    </EarnProvider>
  );
}

describe('DestinationSelector look', () => {
  it('LP-DEST-03 LP-DEST-07 flexible chosen; fixed locked with the others disabled (light)', async () => {
    render(<Selectors theme="light" />);
    await expect
      .element(page.getByRole('group', { name: 'Destinations' }))
      .toMatchScreenshot('destination-selector-light');
  });

  it('LP-DEST-07 the same in the dark theme', async () => {
    render(<Selectors theme="dark" />);
    await expect
      .element(page.getByRole('group', { name: 'Destinations' }))
      .toMatchScreenshot('destination-selector-dark');
  });
});
