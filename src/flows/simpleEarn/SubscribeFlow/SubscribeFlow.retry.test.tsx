// A subscribe whose outcome stayed unknown, submitted again (P-35): the same action, the same key.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixedProductDto, flexibleProductDto, voucherDto } from '../testing/dto.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { SubscribeFlow } from './SubscribeFlow';

const LEND = 'POST /fixed_earn/api/user/lend';
const routes: Routes = {
  'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([fixedProductDto()])] },
  'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
  'GET /user/lendable': { data: { lendable: '5000' } },
  'GET /uni-loan/earn/coupon-recommend': { data: { list: [voucherDto()] } },
  'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
  [LEND]: () => Promise.reject(new TypeError('Failed to fetch')),
};

describe('SubscribeFlow retried', () => {
  it(
    'a subscribe sent again after a lost connection carries the same Idempotency-Key and body, and another amount a new key (P-35)',
    async () => {
      const view = renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, { routes });
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
      await within(dialog).findAllByRole('radio', {}, SLOW);
      const events = userEvent.setup();
      const input = within(dialog).getByRole('textbox', { name: 'Amount' });
      const subscribe = within(dialog).getByRole('button', { name: 'Subscribe' });
      const lends = () => view.double.calls.filter((call) => call.request.url.endsWith('/fixed_earn/api/user/lend'));

      await events.type(input, '150');
      await events.click(subscribe);
      await findToast('Error', 'Network error, please try again later');
      await waitFor(() => expect(subscribe).toBeEnabled());
      await events.click(subscribe);
      await waitFor(() => expect(lends()).toHaveLength(2));
      await waitFor(() => expect(subscribe).toBeEnabled());
      await events.clear(input);
      await events.type(input, '160');
      await events.click(subscribe);
      await waitFor(() => expect(lends()).toHaveLength(3));

      const [first, retry, other] = lends().map((call) => call.request);
      expect(first!.headers.get('Idempotency-Key')).toBeTruthy();
      expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
      expect(await retry!.clone().text()).toBe(await first!.clone().text());
      expect(other!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
    },
    SLOW.timeout * 3,
  );
});
