import { Suspense, useState } from 'react';
import { Button, useEarn } from 'earnkit';
import { lazyComponent } from 'earnkit/headless';
import { useStakingProduct, useStakingUserInfo } from 'earnkit/api';
import { useAppMessages } from '../useAppMessages';

// The soft staking modal (and the Modal under it) loads on the first press, or on hover or focus of the
// button, not with the staking page. The button stays this page's own, so it is the one focus returns to.
const SoftStakingSwitch = lazyComponent(() => import('./softStakingSwitch').then((module) => module.SoftStakingSwitch));

/**
 * Soft staking where a user meets it (SS-SWITCH): on a staking detail page, a logged-in user activates it with the
 * terms ticked or closes it through 'Stop earning' / 'Continue earning'. The exchange offers no read of the switch
 * (only POST soft-staking/switch, SS-API-01), so the page starts from off and shows what the user last switched it to.
 */
export function StakingSoftStaking({ coin, pid }: { readonly coin: string; readonly pid: number | null }) {
  const { user } = useEarn();
  // Shown once the detail above it has its product and the user's figures (the same queries, answered once):
  // placed before, it would be pushed down as they arrive (a layout shift under the visitor).
  const product = useStakingProduct({ coin });
  const userInfo = useStakingUserInfo(pid === null || pid === -1 ? { coin } : { coin, pid }, {
    enabled: user.kind === 'user',
  });
  const m = useAppMessages();
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (user.kind !== 'user' || product.isPending || userInfo.isPending) return null;
  return (
    <section aria-label={m('softStakingTitle')}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void SoftStakingSwitch.preload()}
        onFocus={() => void SoftStakingSwitch.preload()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {m(active ? 'softStakingClose' : 'softStakingActivate')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SoftStakingSwitch
            coin={coin}
            active={active}
            onActiveChange={setActive}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
