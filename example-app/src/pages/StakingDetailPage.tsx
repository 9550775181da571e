import { useParams, useSearchParams } from 'react-router';
import { StakingDetail } from 'earnkit/flows';
import * as css from '../App.css';
import { NotFoundPage } from './NotFoundPage';

/** The protocol of `?pid=`: a positive whole number, or none. */
function pidOf(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const pid = Number(text);
  return pid > 0 ? pid : null;
}

/** /staking/{coin}?pid= (ST-ROUTE-01, DEC-28): the coin's staking detail page. */
export function StakingDetailPage() {
  const { coin = '' } = useParams();
  const [search] = useSearchParams();
  if (!/^[A-Za-z0-9]{1,20}$/.test(coin)) return <NotFoundPage />;
  return (
    <section className={css.page}>
      <StakingDetail key={coin} coin={coin.toUpperCase()} pid={pidOf(search.get('pid'))} />
    </section>
  );
}
