import { VipWealth } from 'earnkit/flows';
import * as css from '../App.css';

/**
 * /myaccount/funds/finance/vip-wealth (DEC-29): the VIP wealth products and the user's holdings, with subscribe
 * more, redeem and the detail; the page's heading is the flow's own.
 */
export function VipWealthPage() {
  return (
    <section className={css.page}>
      <VipWealth />
    </section>
  );
}
