import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlexibleProductDto } from '../../../api/dto/simpleEarn';
import { stripIsolates } from '../../../i18n/bidi';
import { fixedProductDto, flexibleProductDto } from '../testing/dto.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW } from '../testing/queries.testing';
import { SubscribeFlow } from './SubscribeFlow';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

/** USDT with a GT bonus pool running (is_open_award_pool 1). */
const withPool: Partial<FlexibleProductDto> = { is_open_award_pool: 1, award_asset: 'GT', ext_award_rate_year: '0.03' };

function routes(product: FlexibleProductDto): Routes {
  return {
    'GET /uni-loan/earn/coin-info': { data: [product] },
    'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
    'GET /uni-loan/earn/award-pool': {
      data: [
        {
          award_asset: 'GT',
          ext_award_limit: '5000',
          ext_award_rate_year: '0.03',
          start_at: Date.parse('2024-03-01T00:00:00Z') / 1000,
          end_at: Date.parse('2024-03-31T00:00:00Z') / 1000,
        },
      ],
    },
  };
}

async function openSubscribe(product = flexibleProductDto([fixedProductDto()], withPool), termId = '0') {
  const view = renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId={termId} />, {
    routes: routes(product),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
  await within(dialog).findAllByRole('radio', {}, SLOW);
  return { ...view, dialog, events: userEvent.setup() };
}

const awardPoolCalls = (calls: () => string[]) =>
  calls().filter((call) => call === 'GET /apiw/v2/uni-loan/earn/award-pool');

function listUnder(rules: HTMLElement, heading: string): string[] {
  const section = within(rules).getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => stripIsolates(item.textContent ?? ''));
}

function valueOf(rules: HTMLElement, label: string): string {
  const term = within(rules).getByText(label, { selector: 'dt *, dt' });
  return stripIsolates(term.closest('[data-slot="info-row"]')?.querySelector('dd')?.textContent ?? '');
}

describe('SubscribeFlow: the bonus rules', () => {
  afterEach(() => setViewport(1280));

  it('SE-BONUS-01 SE-BONUS-02 SE-BONUS-06 the flexible term of a coin whose award pool runs opens its bonus rules as a popover, loading the pool then', async () => {
    const { dialog, events, calls } = await openSubscribe();
    const flexible = within(dialog).getByRole('radio', { name: /Flexible/ });
    expect(flexible).toHaveTextContent('GT bonus');
    expect(awardPoolCalls(calls)).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Bonus rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    expect(rules).toHaveAttribute('data-slot', 'popover-content');
    expect(await within(rules).findByText('GT')).toBeInTheDocument();
    expect(awardPoolCalls(calls)).toHaveLength(1);
  });

  it('SE-BONUS-03 SE-BONUS-04 SE-BONUS-05 the rules show the bonus coin, times and limit, six numbered rules and two examples', async () => {
    const { dialog, events } = await openSubscribe();
    await events.click(within(dialog).getByRole('button', { name: 'Bonus rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    await within(rules).findByText('GT');
    expect(valueOf(rules, 'Bonus coin')).toBe('GT');
    expect(valueOf(rules, 'Start time')).toBe('03/01/2024, 00:00 UTC');
    expect(valueOf(rules, 'End time')).toBe('03/31/2024, 00:00 UTC');
    expect(valueOf(rules, 'Bonus limit')).toBe('5,000USDT');
    const rulesList = listUnder(rules, 'Rules');
    expect(rulesList).toHaveLength(6);
    expect(rulesList[0]).toBe(
      'The bonus is paid in GT, on top of your regular interest, from 03/01/2024, 00:00 UTC to 03/31/2024, 00:00 UTC.',
    );
    expect(listUnder(rules, 'Examples')).toHaveLength(2);
  });

  it('SE-BONUS-07 below 768 px the rules rise as a bottom sheet over the subscribe sheet', async () => {
    setViewport(375);
    const { dialog, events } = await openSubscribe();
    await events.click(within(dialog).getByRole('button', { name: 'Bonus rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    expect(rules).toHaveAttribute('data-presentation', 'sheet');
    expect(await within(rules).findByText('GT')).toBeInTheDocument();
  });

  it('SE-BONUS-02 from the keyboard the rules open with Enter, and Escape closes only them, returning the focus', async () => {
    const { dialog, events } = await openSubscribe();
    const trigger = within(dialog).getByRole('button', { name: 'Bonus rules' });
    for (let step = 0; step < 30 && document.activeElement !== trigger; step++) await events.tab();
    expect(trigger).toHaveFocus();
    await events.keyboard('{Enter}');
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    await waitFor(() => expect(rules).toContainElement(document.activeElement as HTMLElement));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bonus rules' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Subscribe USDT' })).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('SE-BONUS-02 a fixed term, or a coin without a running pool, has no bonus rules', async () => {
    const { dialog, unmount } = await openSubscribe(undefined, '101');
    expect(within(dialog).queryByRole('button', { name: 'Bonus rules' })).not.toBeInTheDocument();
    unmount();
    const plain = await openSubscribe(flexibleProductDto());
    expect(within(plain.dialog).queryByRole('button', { name: 'Bonus rules' })).not.toBeInTheDocument();
  });
});
