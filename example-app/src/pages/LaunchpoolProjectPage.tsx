import { lazy, Suspense, useState } from 'react';
import { useParams } from '../router';
import { LaunchpoolProject } from 'earnkit/flows';
import { Stack, useEarn } from 'earnkit';
import * as css from '../App.css';
import { WhenNearViewport } from '../WhenNearViewport';
import { NotFoundPage } from './NotFoundPage';

// The stake dialog's code loads with the first Stake, not with the page.
const LaunchpoolStakeFlow = lazy(() =>
  import('./launchpoolStakeFlow').then((module) => ({ default: module.LaunchpoolStakeFlow })),
);
// Likewise the redeem and claim dialog, with the first Redeem early or Claim.
const LaunchpoolRedeemFlow = lazy(() =>
  import('./launchpoolRedeemFlow').then((module) => ({ default: module.LaunchpoolRedeemFlow })),
);
// The user's records (LP-LIST), only for a logged-in user, once the visitor scrolls towards them.
const LaunchpoolRecords = lazy(() =>
  import('./launchpoolRecords').then((module) => ({ default: module.LaunchpoolRecords })),
);
// And the eligibility ladder, with the first Eligibility.
const LaunchpoolEligibilityDialog = lazy(() =>
  import('./launchpoolEligibilityDialog').then((module) => ({ default: module.LaunchpoolEligibilityDialog })),
);

// The notification and share modals, with the first Notifications or Share.
const LaunchpoolNotifications = lazy(() =>
  import('./launchpoolNotifications').then((module) => ({ default: module.LaunchpoolNotifications })),
);
const LaunchpoolShare = lazy(() => import('./launchpoolShare').then((module) => ({ default: module.LaunchpoolShare })));

interface RedeemTarget {
  readonly rid: number;
  readonly mode: 'redeem' | 'claim';
}

/**
 * /launchpool/{project_id} (DEC-27): the project page; Stake opens the stake dialog on the pool's tab,
 * Redeem early and Claim the redeem dialog on the pool (its success refreshes the project's data), Eligibility
 * the staking-cap ladder of each pool (LP-ELIG).
 * A logged-in user's Notifications and Share open the notification (LP-NOTIF) and share / invite (LP-SHARE) modals.
 */
export function LaunchpoolProjectPage() {
  const { projectId } = useParams();
  const id = Number(projectId);
  const { user } = useEarn();
  const [stakeRid, setStakeRid] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [redeem, setRedeem] = useState<RedeemTarget | null>(null);
  const [redeemOpen, setRedeemOpen] = useState(false);
  // null until first opened: the modal's code loads then, not with the page.
  const [notificationsOpen, setNotificationsOpen] = useState<boolean | null>(null);
  const [shareOpen, setShareOpen] = useState<boolean | null>(null);
  // null until the first Eligibility, so the dialog's code loads only then.
  const [eligibilityOpen, setEligibilityOpen] = useState<boolean | null>(null);
  const openRedeem = (target: RedeemTarget) => {
    setRedeem(target);
    setRedeemOpen(true);
  };
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <Stack as="section" space="lg" className={css.page}>
      <LaunchpoolProject
        projectId={id}
        onStake={(pool) => {
          setStakeRid(pool.rid);
          setOpen(true);
        }}
        onRedeem={(pool) => openRedeem({ rid: pool.rid, mode: 'redeem' })}
        onClaim={(pool) => openRedeem({ rid: pool.rid, mode: 'claim' })}
        onNotifications={() => setNotificationsOpen(true)}
        onShare={() => setShareOpen(true)}
        onViewEligibility={() => setEligibilityOpen(true)}
      />
      {notificationsOpen !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolNotifications open={notificationsOpen} onOpenChange={setNotificationsOpen} />
        </Suspense>
      ) : null}
      {shareOpen !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolShare projectId={id} open={shareOpen} onOpenChange={setShareOpen} />
        </Suspense>
      ) : null}
      {/* Stays mounted once opened, so its success view can outlive a close. */}
      {stakeRid !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolStakeFlow key={stakeRid} projectId={id} rid={stakeRid} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
      {redeem !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolRedeemFlow
            key={`${redeem.mode}-${redeem.rid}`}
            projectId={id}
            rid={redeem.rid}
            mode={redeem.mode}
            open={redeemOpen}
            onOpenChange={setRedeemOpen}
          />
        </Suspense>
      ) : null}
      {eligibilityOpen !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolEligibilityDialog projectId={id} open={eligibilityOpen} onOpenChange={setEligibilityOpen} />
        </Suspense>
      ) : null}
      {user.kind === 'user' ? (
        <WhenNearViewport>
          <Suspense fallback={null}>
            <LaunchpoolRecords projectId={id} />
          </Suspense>
        </WhenNearViewport>
      ) : null}
    </Stack>
  );
}
