'use client';
/**
 * My earn (DEC-31): one page of the user's earn holdings across product families. At the top, the total held and
 * yesterday's and all-time earnings in USDT at market prices (HD-API-04), exact decimal sums (`earnTotals`), and
 * each family's share; then the maturity calendar; then a tab per family, selected by a controlled `tab` so the
 * route's `?tab=` picks one. The Simple Earn tab is the holdings flow, and the VIP wealth and dual earn tabs are
 * those families' own screens: the host hands them in (a flow never renders a sibling flow folder), and a tab it
 * does not hand in is left out. The staking tab is the staking holdings screen when handed in, else a list of its
 * own, as the launchpool tab is.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Stack } from '../../components/layout';
import { SkeletonGroup } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useEarn, useFormat, useTranslate } from '../../context';
import { toDecimal } from '../../domain/decimal';
import type { EarnFamily, EarnTotals } from '../../domain/myEarn';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { LOGIN_PATH } from '../shared';
import { defaultMessages } from './defaultMessages';
import { MaturityCalendar } from './MaturityCalendar';
import { MyEarnPlaceholder } from './MyEarnPlaceholder';
import * as styles from './myEarn.css';
import { useMyEarnData } from './useMyEarnData';

// The launchpool list (and the staking list, when the host has no staking screen) is a tab's content: its table and
// card list load when that tab is shown.
const StakingList = lazy(() => import('./FamilyLists').then((module) => ({ default: module.StakingList })));
const LaunchpoolList = lazy(() => import('./FamilyLists').then((module) => ({ default: module.LaunchpoolList })));
// The export (its format choice, the file's columns and the calls' paging) loads on the Export history press.
const MyEarnExport = lazy(() => import('./MyEarnExport').then((module) => ({ default: module.MyEarnExport })));

/** The tabs of My earn as `?tab=` values, in their order (DEC-31). */
export const MY_EARN_TABS = ['simple-earn', 'staking', 'launchpool', 'vip-wealth', 'dual'] as const;
export type MyEarnTab = (typeof MY_EARN_TABS)[number];

const FAMILY_OF_TAB: Record<MyEarnTab, EarnFamily> = {
  'simple-earn': 'simpleEarn',
  staking: 'staking',
  launchpool: 'launchpool',
  'vip-wealth': 'wealth',
  dual: 'dual',
};

/**
 * The tab a route's `?tab=` names. The spec's own links open this page with `tab=flexible` or `tab=fixed` (SE-LINK-03)
 * and `tab=vip` (SE-LINK-02): those are Simple Earn, as is anything unknown.
 */
export function myEarnTabFromQuery(value: string | null | undefined): MyEarnTab {
  return MY_EARN_TABS.find((tab) => tab === value) ?? 'simple-earn';
}

export interface MyEarnProps {
  /** The selected tab (controlled), e.g. from the route's `?tab=` (`myEarnTabFromQuery`). */
  tab?: MyEarnTab;
  /** Called with the tab the user picks; a route writes it back to `?tab=`. */
  onTabChange?: (tab: MyEarnTab) => void;
  /** The Simple Earn tab: the holdings flow (`<Holdings showHeading={false} />`). */
  simpleEarn: ReactNode;
  /**
   * The staking tab: the staking holdings screen (`StakingHoldings`, with the host's stake and redeem dialogs) when
   * the host has it; without it, the list of staking positions built here.
   */
  staking?: ReactNode;
  /** The VIP wealth tab, when the host has the wealth holdings screen; without it the tab is left out. */
  wealth?: ReactNode;
  /** The dual earn tab (the dual-earn orders), when the host has it; without it the tab is left out. */
  dual?: ReactNode;
  /** Shows the page heading. Default true. */
  showHeading?: boolean;
  /** Where 'Explore Simple Earn' goes for an empty account. Default '/simple-earn'. */
  explorePath?: string;
  /** Where the exported history file goes; default a download. */
  saveExportFile?: (file: File) => void | Promise<void>;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function Summary({ totals, t }: { totals: EarnTotals; t: Translate }) {
  const format = useFormat();
  const usdt = (value: string) => `${format.amount(value, { trimZeros: true })} USDT`;
  const held = totals.families.filter((family) => toDecimal(family.held).gt(0));
  return (
    <Stack as="section" space="md" className={styles.panel} aria-labelledby="my-earn-summary">
      <h2 id="my-earn-summary" className={styles.subheading}>
        {t('myEarn.summary')}
      </h2>
      <dl className={styles.figures}>
        {(
          [
            ['myEarn.total', totals.held],
            ['myEarn.yesterday', totals.yesterday],
            ['myEarn.allTime', totals.allTime],
          ] as const
        ).map(([label, value]) => (
          <Stack space="xs" key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{t(label)}</dt>
            <dd className={styles.figureValue}>{usdt(value)}</dd>
          </Stack>
        ))}
      </dl>
      <p className={styles.muted}>{t('myEarn.valuedIn')}</p>
      <p className={styles.muted}>{t('myEarn.yesterdayNote')}</p>
      {held.length > 0 ? (
        <>
          <h3 className={styles.monthTitle}>{t('myEarn.shares')}</h3>
          <Stack as="ul" space="xs" className={styles.shares}>
            {held.map((family) => (
              <Stack as="li" space="xs" key={family.family}>
                {/* A family's share of the total held, not a rate (P-47). */}
                <span data-percent="not-a-rate">
                  {t('myEarn.share', {
                    family: t(`myEarn.family.${family.family}`),
                    value: format.amount(family.held, { trimZeros: true }),
                    share: format.percent(toDecimal(family.sharePercent).dividedBy(100)),
                  })}
                </span>
                <span className={styles.shareBar} aria-hidden="true">
                  <span
                    className={styles.shareFill}
                    style={{ display: 'block', inlineSize: `${family.sharePercent}%` }}
                  />
                </span>
              </Stack>
            ))}
          </Stack>
        </>
      ) : null}
      {totals.unpricedCoins.length > 0 ? (
        <p className={styles.muted}>{t('myEarn.unpriced', { coins: totals.unpricedCoins.join(', ') })}</p>
      ) : null}
    </Stack>
  );
}

/** My earn, wired to every family's holdings calls and the market tickers. */
export function MyEarn({
  tab: tabProp,
  onTabChange,
  simpleEarn,
  staking,
  wealth,
  dual,
  showHeading = true,
  explorePath = '/simple-earn',
  saveExportFile,
  messages,
}: MyEarnProps) {
  const t = useTranslate(messages, defaultMessages) as Translate;
  const { user, navigate } = useEarn();
  const loggedIn = user.kind === 'user';
  const data = useMyEarnData(loggedIn);
  const [tab, setTab] = useControllableState<MyEarnTab>({
    prop: tabProp,
    defaultProp: 'simple-earn',
    onChange: onTabChange,
  });
  const [exportOpen, setExportOpen] = useState(false);
  const heading = showHeading ? <h1 className={styles.heading}>{t('myEarn.title')}</h1> : null;
  if (!loggedIn) {
    return (
      <Stack space="lg">
        {heading}
        <EmptyState
          title={t('myEarn.guest')}
          messages={messages}
          action={
            <Button variant="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('myEarn.login')}
            </Button>
          }
        />
      </Stack>
    );
  }
  const content: Record<MyEarnTab, ReactNode> = {
    'simple-earn': simpleEarn,
    staking: staking ?? (
      <Suspense fallback={<SkeletonGroup label={t('myEarn.loading')} count={2} />}>
        <StakingList query={data.families.staking} t={t} messages={messages} />
      </Suspense>
    ),
    launchpool: (
      <Suspense fallback={<SkeletonGroup label={t('myEarn.loading')} count={2} />}>
        <LaunchpoolList query={data.families.launchpool} t={t} messages={messages} />
      </Suspense>
    ),
    'vip-wealth': wealth,
    dual,
  };
  // The selected tab's content mounts once the summary and the calendar above it have loaded, so it starts where it
  // stays: a host that loads a tab as it nears the viewport then loads one below the fold only when scrolled to.
  const settled = data.status !== 'loading';
  const items = MY_EARN_TABS.filter((value) => content[value] !== undefined && content[value] !== null).map(
    (value) => ({
      value,
      label: t(`myEarn.family.${FAMILY_OF_TAB[value]}`),
      content: settled ? content[value] : null,
    }),
  );
  const empty = data.totals !== undefined && data.totals.families.every((family) => family.positions === 0);
  return (
    <Stack space="lg">
      {heading}
      {data.status === 'error' ? (
        <ErrorState message={t('myEarn.error')} onRetry={data.retry} messages={messages} />
      ) : data.status === 'loading' || data.totals === undefined ? (
        <MyEarnPlaceholder now={data.now} t={t} />
      ) : empty ? (
        <EmptyState
          title={t('myEarn.empty')}
          messages={messages}
          action={
            <Button variant="primary" onClick={() => navigate(explorePath)}>
              {t('myEarn.emptyAction')}
            </Button>
          }
        />
      ) : (
        <>
          <Summary totals={data.totals} t={t} />
          <MaturityCalendar events={data.events} pastEvents={data.pastEvents} now={data.now} t={t} />
          <Stack as="section" space="md" className={styles.panel} aria-labelledby="my-earn-export">
            <h2 id="my-earn-export" className={styles.subheading}>
              {t('myEarn.export.title')}
            </h2>
            {exportOpen ? (
              <Suspense fallback={<SkeletonGroup label={t('myEarn.loading')} count={1} />}>
                <MyEarnExport
                  sources={{
                    families: data.totals.families
                      .filter((family) => family.positions > 0)
                      .map((family) => family.family),
                    stakingCoins: data.families.staking?.data?.stakingCoins ?? [],
                    rateLedgers: data.families.staking?.data?.rateLedgers ?? [],
                  }}
                  saveFile={saveExportFile}
                  messages={messages}
                />
              </Suspense>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setExportOpen(true)}>
                {t('myEarn.export.open')}
              </Button>
            )}
          </Stack>
        </>
      )}
      <Tabs
        items={items}
        value={items.some((item) => item.value === tab) ? tab : 'simple-earn'}
        onValueChange={(value) => setTab(myEarnTabFromQuery(value))}
        aria-label={t('myEarn.tabs')}
      />
    </Stack>
  );
}
