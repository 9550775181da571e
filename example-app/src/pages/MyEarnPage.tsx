import { useSearchParams } from '../router';
import { DualEarnOrders, Holdings, MyEarn, VipWealth, holdingsTabFromQuery, myEarnTabFromQuery } from 'earnkit/flows';
import * as css from '../App.css';
import { StakingHoldingsPage } from './StakingHoldingsPage';
import { useAppMessages } from '../useAppMessages';

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
  const setTab = (tab: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  const holdingsTab = holdingsTabFromQuery(query) ?? 'flexible';
  return (
    <section className={css.page} aria-labelledby="my-earn-title">
      <h1 id="my-earn-title" className={css.title}>
        {t('myEarnTitle')}
      </h1>
      <MyEarn
        showHeading={false}
        tab={myEarnTabFromQuery(query)}
        onTabChange={(tab) => setTab(tab === 'simple-earn' ? holdingsTab : tab)}
        simpleEarn={<Holdings showHeading={false} tab={holdingsTab} onTabChange={setTab} />}
        staking={<StakingHoldingsPage />}
        wealth={<VipWealth showHeading={false} showProducts={false} />}
        dual={<DualEarnOrders hideTitle />}
      />
    </section>
  );
}
