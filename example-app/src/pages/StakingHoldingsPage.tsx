import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '../router';
import { preloadStakingHoldings, StakingHoldings } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';

// The stake and redeem dialogs' code loads with their first opening, not with the page (as on the detail page).
const StakingStakeFlow = lazy(() =>
  import('./stakingStakeFlow').then((module) => ({ default: module.StakingStakeFlow })),
);
const StakingRedeemFlow = lazy(() =>
  import('./stakingRedeemFlow').then((module) => ({ default: module.StakingRedeemFlow })),
);

/**
 * The code of the tab the URL opens (the History tab for `open-history=1`, else the holdings), loaded before the
 * app's first render (`loadPageOf`): that render replaces the server's paint of the tab, which must not give way to
 * the tab's loading state.
 */
export function preload(search: URLSearchParams): Promise<unknown> {
  return preloadStakingHoldings({ openHistory: search.get('open-history') === '1' });
}

/** What a dialog was opened on: the coin and the protocol (none for -1). */
interface DialogTarget {
  readonly coin: string;
  readonly pid: number | undefined;
}

const target = (coin: string, pid: number): DialogTarget => ({ coin, pid: pid === -1 ? undefined : pid });
const keyOf = (on: DialogTarget) => `${on.coin}-${on.pid ?? 'none'}`;

/**
 * /myaccount/funds/finance/staking?asset={coin}&open-history=1&type=1 (DEC-28, ST-LINK-03): the user's staking
 * positions, redemptions on their way and rewards received; `asset` picks the coin, `open-history=1` opens the
 * history. Stake more opens the stake dialog on the position's protocol, Redeem the redeem dialog.
 */
export function StakingHoldingsPage() {
  const [search] = useSearchParams();
  const asset = search.get('asset');
  const coin = asset && /^[A-Za-z0-9]{1,20}$/.test(asset) ? asset.toUpperCase() : undefined;
  const [stake, setStake] = useState<DialogTarget | null>(null);
  const [stakeOpen, setStakeOpen] = useState(false);
  const [redeem, setRedeem] = useState<DialogTarget | null>(null);
  const [redeemOpen, setRedeemOpen] = useState(false);
  return (
    <Stack as="section" space="lg" className={css.page}>
      <StakingHoldings
        // A new link (another asset, or history asked for) starts the page afresh.
        key={`${coin ?? ''}-${search.get('open-history') ?? ''}`}
        {...(coin ? { coin } : {})}
        openHistory={search.get('open-history') === '1'}
        onStake={(on, pid) => {
          setStake(target(on, pid));
          setStakeOpen(true);
        }}
        onRedeem={(on, pid) => {
          setRedeem(target(on, pid));
          setRedeemOpen(true);
        }}
      />
      {/* Each stays mounted once opened, so its success view can outlive a close. */}
      {stake !== null ? (
        <Suspense fallback={null}>
          <StakingStakeFlow
            key={keyOf(stake)}
            coin={stake.coin}
            {...(stake.pid === undefined ? {} : { pid: stake.pid })}
            open={stakeOpen}
            onOpenChange={setStakeOpen}
            // Already on the holdings: 'View holdings' only closes the dialog, and the page shows the new stake.
            onViewHoldings={() => setStakeOpen(false)}
          />
        </Suspense>
      ) : null}
      {redeem !== null ? (
        <Suspense fallback={null}>
          <StakingRedeemFlow
            key={keyOf(redeem)}
            coin={redeem.coin}
            {...(redeem.pid === undefined ? {} : { pid: redeem.pid })}
            open={redeemOpen}
            onOpenChange={setRedeemOpen}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
