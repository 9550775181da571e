'use client';
// What the staking holdings and their two tab panels share; each panel loads with its tab (HoldingsPanel and
// HistoryPanel).
import type { MouseEvent } from 'react';
import { buttonVariants } from '../../../components/Button';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Stack } from '../../../components/layout';
import { useEarn, type Translate } from '../../../context';
import type { CalendarDay } from '../../../domain/shared/dateRange';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing } from '../../../theme';
import type { StakingHoldingsEvent, StakingHoldingsState } from './stakingHoldings.reducer';
import * as styles from './stakingHoldings.css';

/** A link through the host's navigation; a click with a modifier keeps the browser's own behaviour. */
export function HostLink({ href, children }: { readonly href: string; readonly children: string }) {
  const { navigate } = useEarn();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a className={`${buttonVariants({ variant: 'primary', size: 'sm' })} ${focusRing}`} href={href} onClick={follow}>
      {children}
    </a>
  );
}

/** The panels' loading state: two cards' placeholders. */
export function Loading({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.cardGrid}>
      {[0, 1].map((index) => (
        <Stack space="md" className={styles.card} key={index}>
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </Stack>
      ))}
    </SkeletonGroup>
  );
}

export interface PanelProps {
  readonly coin: string;
  readonly state: StakingHoldingsState;
  readonly dispatch: (event: StakingHoldingsEvent) => void;
  readonly today: CalendarDay;
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
}

/** The start of a day, epoch ms: as `now` of the profit records, whose `to` is the end of that UTC day. */
export const dayStart = (day: CalendarDay) => Date.parse(`${day}T00:00:00.000Z`);
