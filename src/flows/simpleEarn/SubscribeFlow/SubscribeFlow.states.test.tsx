import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FixedProductDto } from '../../../api/dto/simpleEarn';
import { formatDateTime } from '../../../i18n/formatDate';
import { fixedProductDto, flexibleProductDto, voucherDto } from '../testing/dto.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW } from '../testing/queries.testing';
import { SubscribeFlow } from './SubscribeFlow';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

function routes(fixedList: readonly FixedProductDto[], extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto(fixedList)] },
    'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
    'GET /user/lendable': { data: { lendable: '5000' } },
    'GET /uni-loan/earn/coupon-recommend': {
      data: {
        list: [voucherDto(), voucherDto({ id: 8, title: 'APR +1% for 30 days', rate_ratio: '1', rate_day: 30 })],
      },
    },
    'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
    'GET /uni-loan/earn/subscribe/check': { data: { is_able_subscribe: 1 } },
    'POST /fixed_earn/api/user/lend': { data: null },
    ...extra,
  };
}

async function openSubscribe(termId: string, fixedList: readonly FixedProductDto[] = [fixedProductDto()], extra = {}) {
  const view = renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId={termId} />, {
    routes: routes(fixedList, extra),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
  await within(dialog).findAllByRole('radio', {}, SLOW);
  return { ...view, dialog, events: userEvent.setup() };
}

async function subscribe150(dialog: HTMLElement, events: ReturnType<typeof userEvent.setup>) {
  await events.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '150');
  await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
  return screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
}

describe('SubscribeFlow: sold out, vouchers and the result dialogs', () => {
  afterEach(() => setViewport(1280));

  it('SE-STATUS-01 SE-STATUS-04 a sold-out term (sale_status 2) disables the amount input and shows the sold-out warning', async () => {
    const { dialog } = await openSubscribe('101', [fixedProductDto({ sale_status: 2 })]);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    expect(within(dialog).getByText('This product is sold out. Please choose another term.')).toBeInTheDocument();
  });

  it('SE-STATUS-01 SE-STATUS-04 a subscribable term keeps the amount input enabled and shows no sold-out warning', async () => {
    const { dialog } = await openSubscribe('101');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeEnabled();
    expect(within(dialog).queryByText('This product is sold out. Please choose another term.')).not.toBeInTheDocument();
  });

  it('SE-VOUCH-01 SE-VOUCH-10 a fixed term lists its rate-up vouchers, each valid until a date and time; the flexible term has none', async () => {
    const { dialog, events } = await openSubscribe('101');
    const picker = await within(dialog).findByRole('radiogroup', { name: 'Rate-up vouchers' }, SLOW);
    const vouchers = await within(picker).findAllByRole('radio');
    expect(vouchers.map((voucher) => voucher.getAttribute('aria-label') ?? voucher.textContent)).toEqual([
      expect.stringContaining('APR +2% for 10 days'),
      expect.stringContaining('APR +1% for 30 days'),
    ]);
    // expired_timest is in seconds: 1,900,000,000 s is 17 March 2030, 17:46 UTC.
    const until = formatDateTime(1_900_000_000_000, { locale: 'en', timeZone: 'UTC' });
    expect(until).toBe('03/17/2030, 17:46');
    expect(vouchers[0]).toHaveTextContent(`Valid until ${until}`);
    const terms = within(dialog).getByRole('radiogroup', { name: 'Term' });
    await events.click(within(terms).getByRole('radio', { name: /Flexible/ }));
    expect(within(dialog).queryByRole('radiogroup', { name: 'Rate-up vouchers' })).not.toBeInTheDocument();
  });

  it('SH-DIALOG-01 the subscribe result is a success dialog with its title, label/value rows and two buttons', async () => {
    const { dialog, events } = await openSubscribe('101');
    const success = await subscribe150(dialog, events);
    expect(within(success).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    const terms = within(success)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual(['Amount', 'Product type', 'Term']);
    expect(within(success).getAllByRole('definition')[0]).toHaveTextContent('150.00000000 USDT');
    const buttons = within(success)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Subscribe more', 'View holdings']);
  });

  it('SH-DIALOG-01 a notice is an info dialog with its title, a subtitle that describes it and one button', async () => {
    const special = fixedProductDto({ id: 103, type: 3, title: 'Newcomer special' });
    const { dialog, events } = await openSubscribe('103', [special], {
      'GET /uni-loan/earn/subscribe/check': { data: { is_able_subscribe: 0 } },
    });
    await events.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const notice = await screen.findByRole('dialog', { name: 'Not eligible' }, SLOW);
    expect(notice).toHaveAccessibleDescription('You are not eligible for this event product');
    const buttons = within(notice)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Got it']);
  });

  it('SH-DIALOG-02 below 768 px the result dialog takes the full screen', async () => {
    setViewport(375);
    const { dialog, events } = await openSubscribe('101');
    const success = await subscribe150(dialog, events);
    expect(success).toHaveAttribute('data-presentation', 'fullscreen');
  });

  it('SH-DIALOG-02 at 768 px and above the result dialog is a centred dialog', async () => {
    const { dialog, events } = await openSubscribe('101');
    const success = await subscribe150(dialog, events);
    expect(success).toHaveAttribute('data-presentation', 'dialog');
  });
});
