import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stripIsolates } from '../../i18n/bidi';
import { createEarnWrapper } from '../../testing';
import { BonusRules, type BonusRulesPool } from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

const pool: BonusRulesPool = {
  awardAsset: 'GT',
  extAwardLimit: '5000',
  startAt: Date.parse('2024-03-01T00:00:00.000Z'),
  endAt: Date.parse('2024-03-31T00:00:00.000Z'),
};

async function openRules(
  provider: Parameters<typeof createEarnWrapper>[0] = {},
  props: { pool?: BonusRulesPool | null } = {},
) {
  const user = userEvent.setup();
  render(<BonusRules pool={props.pool === undefined ? pool : props.pool} asset="USDT" />, {
    wrapper: createEarnWrapper(provider),
  });
  await user.click(screen.getByRole('button', { name: 'Bonus rules' }));
  return screen.getByRole('dialog', { name: 'Bonus rules' });
}

/** The value of a label/value row, as the user reads it. */
function valueOf(dialog: HTMLElement, label: string) {
  const term = within(dialog).getByText(label, { selector: 'dt *, dt' });
  return stripIsolates(term.closest('[data-slot="info-row"]')?.querySelector('dd')?.textContent ?? '');
}

describe('BonusRules', () => {
  beforeEach(() => setViewport(1280, 800));
  afterEach(() => setViewport(1280, 800));

  it('SE-BONUS-02 SE-BONUS-06 on desktop the bonus rules open as a popover from their trigger', async () => {
    const dialog = await openRules();
    expect(dialog).toHaveAttribute('data-slot', 'popover-content');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('SE-BONUS-03 shows the bonus coin, the start and end time and the bonus limit', async () => {
    const dialog = await openRules();
    expect(valueOf(dialog, 'Bonus coin')).toBe('GT');
    expect(valueOf(dialog, 'Start time')).toBe('03/01/2024, 00:00 UTC');
    expect(valueOf(dialog, 'End time')).toBe('03/31/2024, 00:00 UTC');
    expect(valueOf(dialog, 'Bonus limit')).toBe('5,000USDT');
  });

  it("SE-BONUS-03 times are in the user's time zone with the UTC offset", async () => {
    const dialog = await openRules({ timeZone: 'Asia/Singapore' });
    expect(valueOf(dialog, 'Start time')).toBe('03/01/2024, 08:00 UTC+8');
  });

  it('SE-BONUS-04 shows six numbered rules', async () => {
    const dialog = await openRules();
    const rules = within(within(dialog).getByRole('heading', { name: 'Rules' }).closest('section')!).getByRole('list');
    expect(rules.tagName).toBe('OL');
    const items = within(rules)
      .getAllByRole('listitem')
      .map((item) => stripIsolates(item.textContent ?? ''));
    expect(items).toHaveLength(6);
    expect(items[0]).toBe(
      'The bonus is paid in GT, on top of your regular interest, from 03/01/2024, 00:00 UTC to 03/31/2024, 00:00 UTC.',
    );
    expect(items[1]).toContain('Only the first 5,000 USDT of your holding earns the bonus');
  });

  it('SE-BONUS-05 shows two examples', async () => {
    const dialog = await openRules();
    const examples = within(within(dialog).getByRole('heading', { name: 'Examples' }).closest('section')!).getAllByRole(
      'listitem',
    );
    expect(examples.map((item) => stripIsolates(item.textContent ?? ''))).toEqual([
      'Your holding is below the limit of 5,000 USDT: all of it earns the regular APR plus the bonus APR.',
      'Your holding is above the limit of 5,000 USDT: the first 5,000 USDT earn the regular APR plus the bonus APR, and the rest earns the regular APR only.',
    ]);
  });

  it('SE-BONUS-07 on mobile the bonus rules open as a bottom sheet', async () => {
    setViewport(375);
    const dialog = await openRules();
    expect(dialog).toHaveAttribute('data-presentation', 'sheet');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
  });

  it('SE-BONUS-01 while the award pool loads the rules show a loading placeholder', async () => {
    const dialog = await openRules({}, { pool: null });
    expect(within(dialog).getByText('Loading').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a fallback (no pool runs, or its load failed) shows in place of the loading placeholder', async () => {
    const user = userEvent.setup();
    render(<BonusRules pool={null} fallback={<p>No bonus running</p>} asset="USDT" />, {
      wrapper: createEarnWrapper(),
    });
    await user.click(screen.getByRole('button', { name: 'Bonus rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Bonus rules' });
    expect(within(dialog).getByText('No bonus running')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading')).not.toBeInTheDocument();
  });

  it('SH-LOCALE-01 in Arabic the rules are translated and the dates keep Latin digits', async () => {
    const user = userEvent.setup();
    render(<BonusRules pool={pool} asset="USDT" />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    await user.click(screen.getByRole('button', { name: 'قواعد المكافأة' }));
    const dialog = screen.getByRole('dialog', { name: 'قواعد المكافأة' });
    expect(within(dialog).getByRole('heading', { name: 'القواعد' })).toBeInTheDocument();
    expect(stripIsolates(dialog.textContent ?? '')).toMatch(/01\u200f?\/03\u200f?\/2024، 00:00 UTC/);
  });
});
