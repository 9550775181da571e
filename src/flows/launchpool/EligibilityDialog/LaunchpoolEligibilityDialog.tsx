'use client';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useProjectInfo } from '../../../api/hooks/launchpool';
import { buttonVariants } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from '../../../components/Modal';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { TierLadder } from '../../../components/TierLadder';
import { Stack } from '../../../components/layout';
import { useEarn } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import type { RewardPool } from '../../../domain/launchpool';
import { ELIGIBILITY_FOOTER_ROUTES } from '../../../domain/shared';
import { useControllableState } from '../../../headless/useControllableState';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { poolNames } from '../projects/poolNames';
import { eligibilityMessages } from './eligibilityMessages';

export interface LaunchpoolEligibilityDialogProps {
  /** The project whose pools are shown (project-info's projectId). Loads through the query cache the page shares. */
  projectId: number | string;
  /** The pool whose tab is selected when the dialog opens. Default: the first pool with a ladder, else the first. */
  rid?: number;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

/** A click the browser should handle itself: a new tab or window, or not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/**
 * The eligibility (staking-cap) dialog (LP-ELIG-01..06, DEC-19): a tab per reward pool coin, each with its
 * trading-volume ladder T1..Tn (`TierLadder`: the USD volume and the cap in the coin, the user's tier
 * highlighted, the tip with the volume still needed), and footer links to futures and to spot trade
 * (LP-ROUTE-04/05, DEC-12) through the provider's `navigate`, which close the dialog. A guest sees the
 * ladders with no tier of their own; their volume is not asked for (project-info answers it only for a user).
 */
export function LaunchpoolEligibilityDialog({
  projectId,
  rid,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  messages,
}: LaunchpoolEligibilityDialogProps) {
  const t = useTranslate(messages, eligibilityMessages);
  const { user, navigate } = useEarn();
  const isUser = user.kind === 'user';
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [selected, setSelected] = useState<string | null>(null);
  const project = useProjectInfo(projectId, { enabled: open });
  const pools: readonly RewardPool[] = project.data?.rewardPools ?? [];

  function changeOpen(next: boolean) {
    setOpen(next);
    // Each opening starts on the pool asked for, not on the tab last left.
    if (!next) setSelected(null);
  }

  function follow(href: string, event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    changeOpen(false);
    navigate(href);
  }

  let body: ReactNode;
  if (project.isPending) {
    body = (
      <SkeletonGroup label={t('launchpoolEligibility.loading')} messages={messages}>
        <Skeleton shape="text" />
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  } else if (project.isError) {
    body = <ErrorState onRetry={() => void project.refetch()} retrying={project.isFetching} messages={messages} />;
  } else if (pools.length === 0) {
    body = <EmptyState description={t('launchpoolEligibility.noPools')} messages={messages} />;
  } else {
    const names = poolNames(t, pools);
    const fallback =
      pools.find((pool) => pool.rid === rid) ?? pools.find((pool) => pool.transactionConfig.length > 0) ?? pools[0];
    const value =
      selected !== null && pools.some((pool) => String(pool.rid) === selected) ? selected : String(fallback?.rid);
    body = (
      <Stack space="lg">
        {isUser ? null : (
          <p role="note" className={layout.notice.info}>
            {t('launchpoolEligibility.guest')}
          </p>
        )}
        <Tabs
          aria-label={t('launchpoolEligibility.pools')}
          value={value}
          onValueChange={setSelected}
          items={pools.map((pool) => ({
            value: String(pool.rid),
            // The coin names the tab; two pools of one coin are told apart by number.
            label: pools.filter((other) => other.coin === pool.coin).length > 1 ? names.get(pool.rid) : pool.coin,
            content:
              pool.transactionConfig.length === 0 ? (
                <EmptyState size="compact" description={t('launchpoolEligibility.noLadder')} messages={messages} />
              ) : (
                <TierLadder
                  transactionConfig={pool.transactionConfig}
                  userTransactionAmount={isUser ? pool.userTransactionAmount : null}
                  transactionDays={pool.transactionDays}
                  coin={pool.coin}
                  messages={messages}
                />
              ),
          }))}
        />
      </Stack>
    );
  }

  return (
    <ModalRoot open={open} onOpenChange={changeOpen}>
      {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent size="md" messages={messages}>
        <ModalTitle>{t('launchpoolEligibility.title')}</ModalTitle>
        <ModalDescription>{t('launchpoolEligibility.intro')}</ModalDescription>
        <ModalBody>{body}</ModalBody>
        <ModalFooter>
          <a
            href={ELIGIBILITY_FOOTER_ROUTES.futures}
            className={buttonVariants({ variant: 'secondary', fullWidth: true })}
            onClick={(event) => follow(ELIGIBILITY_FOOTER_ROUTES.futures, event)}
          >
            {t('launchpoolEligibility.futures')}
          </a>
          <a
            href={ELIGIBILITY_FOOTER_ROUTES.spotTrade}
            className={buttonVariants({ fullWidth: true })}
            onClick={(event) => follow(ELIGIBILITY_FOOTER_ROUTES.spotTrade, event)}
          >
            {t('launchpoolEligibility.spot')}
          </a>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
