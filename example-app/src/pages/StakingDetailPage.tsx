import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { StakingDetail } from 'earnkit/flows';
import * as css from '../App.css';
import { NotFoundPage } from './NotFoundPage';

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
 * (ST-LINK-03).
 */
export function StakingDetailPage() {
  const { coin: routeCoin = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [stake, setStake] = useState<DialogTarget | null>(null);
  const [stakeOpen, setStakeOpen] = useState(false);
  const [redeem, setRedeem] = useState<DialogTarget | null>(null);
  const [redeemOpen, setRedeemOpen] = useState(false);
  if (!/^[A-Za-z0-9]{1,20}$/.test(routeCoin)) return <NotFoundPage />;
  const coin = routeCoin.toUpperCase();
  return (
    <section className={css.page}>
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
    </section>
  );
}
