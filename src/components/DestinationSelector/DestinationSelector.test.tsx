import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRewardPool, createSimpleEarnOption } from '../../domain/launchpool/factories';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import type { EarnProviderProps } from '../EarnProvider';
import { createEarnWrapper } from '../../testing';
import { DestinationSelector, type DestinationSelectorProps } from './DestinationSelector';

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
  simpleEarn: createSimpleEarnOption({ userPeriod: 60, fixedRate: rate('0.08'), extRate: rate('0.01') }),
});
const stakingPool = (coin: string) => createRewardPool({ coin, staking: { rate: rate('0.031') } });

function renderSelector(props: DestinationSelectorProps, provider: Omit<EarnProviderProps, 'children'> = {}) {
  return render(<DestinationSelector {...props} />, { wrapper: createEarnWrapper(provider) });
}

function checked(): HTMLElement {
  const radio = screen.getAllByRole('radio').find((candidate) => candidate.getAttribute('aria-checked') === 'true');
  if (!radio) throw new Error('no option is checked');
  return radio;
}

describe('DestinationSelector', () => {
  it('LP-DEST-01 LP-DEST-03 a simple-earn pool without a chosen term starts on flexible and offers fixed, flexible and spot', () => {
    renderSelector({ pool: flexiblePool });
    const group = screen.getByRole('radiogroup', { name: 'Redemption destination' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      expect.stringContaining('Fixed-term Simple Earn'),
      expect.stringContaining('Flexible Simple Earn'),
      expect.stringContaining('Spot'),
    ]);
    expect(checked()).toHaveAccessibleName('Flexible Simple Earn');
    expect(screen.getByRole('radio', { name: 'Flexible Simple Earn' })).toHaveAccessibleDescription(
      '5.25% APR, simple, estimate, net',
    );
  });

  it('LP-DEST-02 LP-DEST-07 a pool whose user_period is above 0 starts on fixed and disables the others', () => {
    renderSelector({ pool: fixedPool });
    expect(checked()).toHaveAccessibleName('Fixed-term Simple Earn');
    for (const name of ['Flexible Simple Earn', 'Spot']) {
      const option = screen.getByRole('radio', { name });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(option).toHaveAccessibleDescription(expect.stringContaining('cannot be changed'));
    }
  });

  it('LP-DEST-09 LP-DATA-10 the fixed option shows its term, no early redemption, its rate and bonus', () => {
    renderSelector({ pool: fixedPool });
    // Screen readers may pause around the rate's own <bdi>, hence the optional space.
    expect(screen.getByRole('radio', { name: 'Fixed-term Simple Earn' })).toHaveAccessibleDescription(
      /^60-day term Held until maturity: no early redemption \+ ?1\.00% APR, simple, fixed, net bonus 8\.00% APR, simple, fixed, net$/,
    );
  });

  it('LP-DEST-08 pressing a disabled option shows the tip-3 info toast and keeps fixed', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderSelector({ pool: fixedPool, onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You chose a fixed term for this pool, so the redemption destination cannot be changed',
    );
    expect(onValueChange).not.toHaveBeenCalled();
    expect(checked()).toHaveAccessibleName('Fixed-term Simple Earn');
  });

  it('LP-DEST-04 LP-DEST-10 a BTC or ETH staking pool starts on staking and offers staking and spot', () => {
    for (const coin of ['BTC', 'ETH']) {
      const { unmount } = renderSelector({ pool: stakingPool(coin) });
      expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
        expect.stringContaining('Staking'),
        'Spot',
      ]);
      expect(checked()).toHaveAccessibleName('Staking');
      expect(checked()).toHaveAccessibleDescription('3.10% APR, simple, estimate, net');
      unmount();
    }
  });

  it('LP-DEST-11 for USDT the staking destination reads GUSD minting', () => {
    renderSelector({ pool: stakingPool('USDT') });
    expect(checked()).toHaveAccessibleName('GUSD minting');
  });

  it('LP-DEST-05 LP-DEST-06 LP-DEST-10 a pool with neither option, or staking of another coin, shows no section', () => {
    const { unmount } = renderSelector({ pool: createRewardPool({ coin: 'BTC' }) });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    unmount();
    renderSelector({ pool: stakingPool('SOL') });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('SH-MODE-04 the spot option reads Unified account for a unified account mode', () => {
    renderSelector(
      { pool: flexiblePool },
      { accountMode: { mode: 'multi_currency', firstOpen: false, useFunding: false } },
    );
    expect(screen.getByRole('radio', { name: 'Unified account' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Spot' })).not.toBeInTheDocument();
  });

  it('LP-DEST-01 choosing an enabled option reports it', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderSelector({ pool: flexiblePool, onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    expect(onValueChange).toHaveBeenCalledWith('spot');
    expect(checked()).toHaveAccessibleName('Spot');
  });

  it('LP-STAKE-13 another pool (a new tab) starts again from its own destination', async () => {
    const user = userEvent.setup();
    const { rerender } = renderSelector({ pool: flexiblePool });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    rerender(<DestinationSelector pool={stakingPool('ETH')} />);
    expect(checked()).toHaveAccessibleName('Staking');
  });

  it('controlled: shows the given destination', () => {
    renderSelector({ pool: flexiblePool, value: 'fixed' });
    expect(checked()).toHaveAccessibleName('Fixed-term Simple Earn');
  });
});
