import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripIsolates } from '../../i18n/bidi';
import { renderWithProducts } from './productsRender.testing';
import { SimpleEarnProducts } from './SimpleEarnProducts';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

const AWARD_POOL_CALL = 'GET /apiw/v2/uni-loan/earn/award-pool?asset=USDT';

/**
 * The USDT trigger as it is now: the first press loads the popover's code and the trigger's element is
 * rendered anew inside it, so what a user reaches afterwards is looked up again.
 */
function usdtTrigger(): HTMLElement {
  return screen.getByRole('button', { name: 'Bonus rules of USDT flexible' });
}

async function openUsdtRules(options: Parameters<typeof renderWithProducts>[1] = {}) {
  const view = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, options);
  const trigger = await screen.findByRole('button', { name: 'Bonus rules of USDT flexible' });
  await userEvent.click(trigger);
  const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
  return { ...view, trigger, rules };
}

/** The value of a label/value row of the rules, as read. */
function valueOf(rules: HTMLElement, label: string): string {
  const term = within(rules).getByText(label, { selector: 'dt *, dt' });
  return stripIsolates(term.closest('[data-slot="info-row"]')?.querySelector('dd')?.textContent ?? '');
}

function listUnder(rules: HTMLElement, heading: string): string[] {
  const section = within(rules).getByRole('heading', { name: heading }).closest('section')!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => stripIsolates(item.textContent ?? ''));
}

describe('SimpleEarnProducts: the bonus rules', () => {
  // The rules' code loads on the first press; loaded here first, no test waits on its transform.
  beforeAll(() => import('../shared/CoinBonusRules'));
  afterEach(() => setViewport(1280));

  it('SE-BONUS-01 SE-BONUS-02 SE-BONUS-06 on desktop the bonus rules of a coin with bonus tiers open from the list as a popover, and its award pool loads only then', async () => {
    const view = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Simple Earn products' });
    const trigger = await within(table).findByRole('button', { name: 'Bonus rules of USDT flexible' });
    expect(trigger).toHaveTextContent('Bonus rules');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(view.requests()).not.toContain(AWARD_POOL_CALL);
    await userEvent.click(trigger);
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    expect(rules).toHaveAttribute('data-slot', 'popover-content');
    expect(usdtTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(await within(rules).findByText('GT')).toBeInTheDocument();
    expect(view.requests()).toContain(AWARD_POOL_CALL);
  });

  it('SE-BONUS-02 a coin without bonus tiers has no bonus rules', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByText('ETH');
    expect(within(table).queryByRole('button', { name: 'Bonus rules of ETH flexible' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Bonus rules of BTC flexible' })).toBeInTheDocument();
  });

  it('SE-BONUS-03 the rules show the bonus coin, the start and end time and the bonus limit of the award pool', async () => {
    const { rules } = await openUsdtRules();
    await within(rules).findByText('GT');
    expect(valueOf(rules, 'Bonus coin')).toBe('GT');
    expect(valueOf(rules, 'Start time')).toBe('03/01/2024, 00:00 UTC');
    expect(valueOf(rules, 'End time')).toBe('03/31/2024, 00:00 UTC');
    expect(valueOf(rules, 'Bonus limit')).toBe('5,000USDT');
  });

  it('SE-BONUS-04 the rules are six numbered rule texts', async () => {
    const { rules } = await openUsdtRules();
    await within(rules).findByText('GT');
    const list = within(rules).getByRole('heading', { name: 'Rules' }).closest('section')!.querySelector('ol');
    expect(list).not.toBeNull();
    const items = listUnder(rules, 'Rules');
    expect(items).toHaveLength(6);
    expect(items[1]).toContain('Only the first 5,000 USDT of your holding earns the bonus');
  });

  it('SE-BONUS-05 the rules end with two examples', async () => {
    const { rules } = await openUsdtRules();
    await within(rules).findByText('GT');
    expect(listUnder(rules, 'Examples')).toEqual([
      'Your holding is below the limit of 5,000 USDT: all of it earns the regular APR plus the bonus APR.',
      'Your holding is above the limit of 5,000 USDT: the first 5,000 USDT earn the regular APR plus the bonus APR, and the rest earns the regular APR only.',
    ]);
  });

  it('SE-BONUS-07 below 768 px the rules open from the card as a bottom sheet', async () => {
    setViewport(375);
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Simple Earn products' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Bonus rules of USDT flexible' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bonus rules' });
    expect(sheet).toHaveAttribute('data-presentation', 'sheet');
    expect(await within(sheet).findByText('GT')).toBeInTheDocument();
  });

  it('SE-BONUS-02 from the keyboard: Enter opens the rules, Escape closes them and the focus returns to the trigger', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const trigger = await screen.findByRole('button', { name: 'Bonus rules of USDT flexible' });
    for (let step = 0; step < 40 && document.activeElement !== trigger; step++) await userEvent.tab();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    await waitFor(() => expect(rules).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bonus rules' })).not.toBeInTheDocument());
    expect(usdtTrigger()).toHaveFocus();
  });

  it('SE-BONUS-01 a coin whose award pool is not running says so in its rules', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bonus rules of BTC flexible' }));
    const rules = await screen.findByRole('dialog', { name: 'Bonus rules' });
    expect(await within(rules).findByText('No bonus is running for BTC at the moment.')).toBeInTheDocument();
  });

  it('SE-BONUS-01 a failed award-pool load shows the failure with Retry', async () => {
    const { rules } = await openUsdtRules({ failAwardPool: true });
    expect(await within(rules).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(rules).queryByRole('list')).not.toBeInTheDocument();
  });
});
