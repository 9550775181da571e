import { lazy, Suspense, type ReactNode } from 'react';
import { SkeletonGroup, Stack } from 'earnkit';
import { useSearchParams } from '../router';
import { MyEarn, myEarnTabFromQuery } from 'earnkit/flows';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';
import { WhenNearViewport } from '../WhenNearViewport';

// Each family's tab loads its code when that tab is shown (only the selected tab renders): the page itself is the
// totals, the calendar and the tab list.
const MyEarnSimpleEarnTab = lazy(() =>
  import('./myEarnSimpleEarnTab').then((module) => ({ default: module.MyEarnSimpleEarnTab })),
);
// With the holdings tab's own code, so the staking tab shows one loading state, not its panel's after the page's.
const StakingHoldingsPage = lazy(() =>
  import('./StakingHoldingsPage').then((module) =>
    module.preload(new URLSearchParams()).then(() => ({ default: module.StakingHoldingsPage })),
  ),
);
const VipWealth = lazy(() => import('./vipWealth').then((module) => ({ default: module.VipWealth })));
const DualEarnOrders = lazy(() => import('./dualEarnOrders').then((module) => ({ default: module.DualEarnOrders })));

/**
 * A tab's content, with a skeleton while its code loads. On a visit without `?tab=` it loads as it nears the viewport:
 * under the summary and the calendar (about 1470 px down on a desktop) the first screen does not show it. A tab named
 * by the link or picked by the user loads at once.
 */
function TabContent({ whenNear, children }: { readonly whenNear: boolean; readonly children: ReactNode }) {
  const t = useAppMessages();
  const content = <Suspense fallback={<SkeletonGroup label={t('pageLoading')} count={3} />}>{children}</Suspense>;
  return whenNear ? <WhenNearViewport>{content}</WhenNearViewport> : content;
}

/**
 * /myaccount/funds/finance/my_lendings?tab=... (DEC-31): My earn, a tab per product family. `?tab=` is the family
 * (staking, launchpool) or, for Simple Earn, the holdings tab the spec's links name (flexible, fixed; SE-LINK-03),
 * so those links land on the right list. The VIP wealth tab is the wealth page's holdings (subscribe more, redeem,
 * the detail) without its products, and the dual earn tab the dual-earn orders (DEC-30).
 */
export function MyEarnPage() {
  const t = useAppMessages();
  const [params, setParams] = useSearchParams();
  const query = params.get('tab');
  const nearViewport = query === null;
  const setTab = (tab: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="my-earn-title">
      <h1 id="my-earn-title" className={css.title}>
        {t('myEarnTitle')}
      </h1>
      <MyEarn
        showHeading={false}
        tab={myEarnTabFromQuery(query)}
        // Simple Earn is chosen from another family's tab, so it opens on the first holdings tab.
        onTabChange={(tab) => setTab(tab === 'simple-earn' ? 'flexible' : tab)}
        simpleEarn={
          <TabContent whenNear={nearViewport}>
            <MyEarnSimpleEarnTab query={query} onTabChange={setTab} />
          </TabContent>
        }
        staking={
          <TabContent whenNear={nearViewport}>
            <StakingHoldingsPage />
          </TabContent>
        }
        wealth={
          <TabContent whenNear={nearViewport}>
            <VipWealth showHeading={false} showProducts={false} />
          </TabContent>
        }
        dual={
          <TabContent whenNear={nearViewport}>
            <DualEarnOrders hideTitle />
          </TabContent>
        }
      />
    </Stack>
  );
}
