import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from '../router';
import { Stack, useEarn } from 'earnkit';
import { StakingDetail } from 'earnkit/flows';
import * as css from '../App.css';
import { isFramedStakingView, postToStakingHost } from '../stakingFrame';
import { NotFoundPage } from './NotFoundPage';
import { StakingSoftStaking } from './StakingSoftStaking';

// The stake dialog's code loads with the first Stake, not with the page.
const StakingStakeFlow = lazy(() =>
  import('./stakingStakeFlow').then((module) => ({ default: module.StakingStakeFlow })),
);
// Likewise the redeem dialog, with the first Redeem.
const StakingRedeemFlow = lazy(() =>
  import('./stakingRedeemFlow').then((module) => ({ default: module.StakingRedeemFlow })),
);

/** The protocol of `?pid=`: a positive whole number, or none. */
function pidOf(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const pid = Number(text);
  return pid > 0 ? pid : null;
}

/** What a dialog was opened on: the protocol, or none (-1 from the page). */
interface DialogTarget {
  readonly pid: number | undefined;
}

const target = (pid: number): DialogTarget => ({ pid: pid === -1 ? undefined : pid });

/**
 * /staking/{coin}?pid= (ST-ROUTE-01, DEC-28): the coin's staking detail page; Stake (or Mint) opens the stake dialog
 * on the protocol chosen, Redeem the redeem dialog; the stake's 'View holdings' goes to the staking holdings
 * (ST-LINK-03). Framed (`&is_frame=1`, ST-ROUTE-02) the stake dialog opens at once for a logged-in user, and the
 * host hears of its success, a close, 'Continue to stake' and every link (stakingFrame.ts). `&stake=1` (a Stake on
 * the /staking list) opens it at once too.
 */
export function StakingDetailPage() {
  const { coin: routeCoin = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const framed = isFramedStakingView(location.pathname, location.search);
  // The provider's navigate: the router's, or framed, an open_page for the host.
  const { navigate, user } = useEarn();
  // Framed, or from a row's Stake on /staking (`&stake=1`), the stake dialog opens at once for a logged-in user.
  const stakeAsked = framed || search.get('stake') === '1';
  const askedStake = stakeAsked && user.kind === 'user' ? { pid: pidOf(search.get('pid')) ?? undefined } : null;
  const [stake, setStake] = useState<DialogTarget | null>(askedStake);
  const [stakeOpen, setStakeOpen] = useState(askedStake !== null);
  const [redeem, setRedeem] = useState<DialogTarget | null>(null);
  const [redeemOpen, setRedeemOpen] = useState(false);
  if (!/^[A-Za-z0-9]{1,20}$/.test(routeCoin)) return <NotFoundPage />;
  const coin = routeCoin.toUpperCase();
  return (
    <Stack as="section" space="lg" className={css.page}>
      <StakingDetail
        key={coin}
        coin={coin}
        pid={pidOf(search.get('pid'))}
        onStake={(_, pid) => {
          setStake(target(pid));
          setStakeOpen(true);
        }}
        onRedeem={(_, pid) => {
          setRedeem(target(pid));
          setRedeemOpen(true);
        }}
      />
      {framed ? null : <StakingSoftStaking coin={coin} pid={pidOf(search.get('pid'))} />}
      {/* Stays mounted once opened, so its success view can outlive a close. */}
      {stake !== null ? (
        <Suspense fallback={null}>
          <StakingStakeFlow
            key={`${coin}-${stake.pid ?? 'none'}`}
            coin={coin}
            {...(stake.pid === undefined ? {} : { pid: stake.pid })}
            open={stakeOpen}
            onOpenChange={setStakeOpen}
            onViewHoldings={() =>
              navigate(`/myaccount/funds/finance/staking?asset=${encodeURIComponent(coin)}&open-history=1&type=1`)
            }
            {...(framed
              ? {
                  onSuccess: (receipt) =>
                    postToStakingHost({
                      type: 'success',
                      coin: receipt.coin,
                      pid: receipt.pid,
                      amount: receipt.amount,
                      stakeCoin: receipt.stakeCoin,
                    }),
                  onContinue: (receipt) =>
                    postToStakingHost({ type: 'reopen_stake', coin: receipt.coin, pid: receipt.pid }),
                  onClose: () => postToStakingHost({ type: 'close', coin }),
                }
              : {})}
          />
        </Suspense>
      ) : null}
      {redeem !== null ? (
        <Suspense fallback={null}>
          <StakingRedeemFlow
            key={`${coin}-${redeem.pid ?? 'none'}`}
            coin={coin}
            {...(redeem.pid === undefined ? {} : { pid: redeem.pid })}
            open={redeemOpen}
            onOpenChange={setRedeemOpen}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
