import { VipWealth } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';

/**
 * /myaccount/funds/finance/vip-wealth (DEC-29): the VIP wealth products and the user's holdings, with subscribe
 * more, redeem and the detail; the page's heading is the flow's own.
 */
export function VipWealthPage() {
  return (
    <Stack as="section" space="lg" className={css.page}>
      <VipWealth />
    </Stack>
  );
}
