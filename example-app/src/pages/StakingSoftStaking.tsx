import { useState } from 'react';
import { Button, useEarn } from 'earnkit';
import { SoftStakingSwitch } from 'earnkit/flows';
import { useAppMessages } from '../useAppMessages';

/**
 * Soft staking where a user meets it (SS-SWITCH): on a staking detail page, a logged-in user activates it with the
 * terms ticked or closes it through 'Stop earning' / 'Continue earning'. The exchange offers no read of the switch
 * (only POST soft-staking/switch, SS-API-01), so the page starts from off and shows what the user last switched it to.
 */
export function StakingSoftStaking({ coin }: { readonly coin: string }) {
  const { user } = useEarn();
  const m = useAppMessages();
  const [active, setActive] = useState(false);
  if (user.kind !== 'user') return null;
  return (
    <section aria-label={m('softStakingTitle')}>
      <SoftStakingSwitch
        coin={coin}
        active={active}
        onActiveChange={setActive}
        trigger={<Button variant="secondary">{m(active ? 'softStakingClose' : 'softStakingActivate')}</Button>}
      />
    </section>
  );
}
