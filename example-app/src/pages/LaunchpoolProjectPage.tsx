import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LaunchpoolProject } from 'earnkit/flows';
import * as css from '../App.css';
import { NotFoundPage } from './NotFoundPage';

// The stake dialog's code loads with the first Stake, not with the page.
const LaunchpoolStakeFlow = lazy(() =>
  import('./launchpoolStakeFlow').then((module) => ({ default: module.LaunchpoolStakeFlow })),
);

/** /launchpool/{project_id} (DEC-27): the project page; Stake opens the stake dialog on the pool's tab. */
export function LaunchpoolProjectPage() {
  const { projectId } = useParams();
  const id = Number(projectId);
  const [stakeRid, setStakeRid] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <section className={css.page}>
      <LaunchpoolProject
        projectId={id}
        onStake={(pool) => {
          setStakeRid(pool.rid);
          setOpen(true);
        }}
      />
      {/* Stays mounted once opened, so its success view can outlive a close. */}
      {stakeRid !== null ? (
        <Suspense fallback={null}>
          <LaunchpoolStakeFlow key={stakeRid} projectId={id} rid={stakeRid} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
