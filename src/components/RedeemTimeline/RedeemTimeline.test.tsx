import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stripIsolates } from '../../i18n/bidi';
import { createEarnWrapper } from '../../testing';
import { RedeemTimeline, type RedeemTimelineProps } from './index';

const utc = (iso: string) => Date.parse(iso);
const subscribedAt = utc('2024-03-10T15:42:00.000Z');

function renderTimeline(props: RedeemTimelineProps, provider: Parameters<typeof createEarnWrapper>[0] = {}) {
  render(<RedeemTimeline {...props} />, { wrapper: createEarnWrapper(provider) });
  return screen.getByRole('list');
}

/** The arrival step, with the text a user reads (no bidi isolates). */
function arrivalOf(list: HTMLElement) {
  const item = within(list).getAllByRole('listitem')[1]!;
  return { textContent: stripIsolates(item.textContent ?? '') };
}

/** Each step as the user reads it: its visible label and time, in order. */
function stepTexts(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [item.children[1]?.textContent, stripIsolates(item.children[2]?.textContent ?? '')]);
}

describe('RedeemTimeline', () => {
  it('SE-TIMELINE-01 SE-TIMELINE-02 SE-TIMELINE-03 flexible: interest starts after 1 hour, is received after 2, redemption is immediate', () => {
    const list = renderTimeline({ variant: 'flexible', subscribedAt });
    expect(list).toHaveAccessibleName('Subscription timeline');
    expect(stepTexts(list)).toEqual([
      ['Subscription time', '03/10/2024, 15:42 UTC'],
      ['Interest starts', '03/10/2024, 16:42 UTC'],
      ['Interest received', '03/10/2024, 17:42 UTC'],
      ['Redemption', 'Immediately'],
    ]);
  });

  it('SE-TIMELINE-04 SE-TIMELINE-05 SE-TIMELINE-06 fixed: next day 00:00 UTC, maturity after lock-up + 1 day, arrival about 30 minutes later', () => {
    const list = renderTimeline({ variant: 'fixed', subscribedAt, lockUpPeriod: 30 });
    expect(stepTexts(list)).toEqual([
      ['Subscription time', '03/10/2024, 15:42 UTC'],
      ['Interest starts', '03/11/2024, 00:00 UTC'],
      ['Maturity', '04/10/2024, 00:00 UTC'],
      ['Redemption arrives', 'About 04/10/2024, 00:30 UTC'],
    ]);
  });

  it('SE-TIMELINE-07 SE-TIMELINE-08 fixed with reinvest: the last step reads next subscription time and there is no redeem step', () => {
    const list = renderTimeline({ variant: 'fixed', subscribedAt, lockUpPeriod: 30, reinvest: true });
    expect(stepTexts(list)).toEqual([
      ['Subscription time', '03/10/2024, 15:42 UTC'],
      ['Interest starts', '03/11/2024, 00:00 UTC'],
      ['Next subscription time', '04/10/2024, 00:00 UTC'],
    ]);
    expect(within(list).queryByText(/Redemption/)).not.toBeInTheDocument();
  });

  it("SE-TIMELINE-04 times show in the user's time zone, stating the offset from UTC", () => {
    const list = renderTimeline({ variant: 'fixed', subscribedAt, lockUpPeriod: 7 }, { timeZone: 'Asia/Singapore' });
    expect(stepTexts(list)[1]).toEqual(['Interest starts', '03/11/2024, 08:00 UTC+8']);
  });

  it('SE-REDEEM-04 the flexible redemption is submitted and arrives at once', () => {
    const list = renderTimeline({ variant: 'flexibleRedeem', submittedAt: subscribedAt });
    expect(list).toHaveAccessibleName('Redemption timeline');
    expect(stepTexts(list)).toEqual([
      ['Redemption submitted', '03/10/2024, 15:42 UTC'],
      ['Redemption arrives', '03/10/2024, 15:42 UTC'],
    ]);
  });

  it('ST-REDEEM-02 standard staking redemption with min and max days: arrives by the max day and says the range', () => {
    const list = renderTimeline({
      variant: 'stakingStandard',
      submittedAt: subscribedAt,
      incomeDays: 1,
      redeemMinday: 1,
      redeemMaxday: 3,
    });
    const arrival = arrivalOf(list);
    expect(arrival.textContent).toContain('Redemption arrives');
    expect(arrival.textContent).toContain('By 03/13/2024, 15:42 UTC');
    expect(arrival.textContent).toContain('1 to 3 days');
  });

  it('ST-REDEEM-02 standard staking redemption with income_days 0 arrives immediately', () => {
    const list = renderTimeline({
      variant: 'stakingStandard',
      submittedAt: subscribedAt,
      incomeDays: 0,
      redeemMinday: 0,
      redeemMaxday: 0,
    });
    const arrival = arrivalOf(list);
    expect(arrival.textContent).toContain('03/10/2024, 15:42 UTC');
    expect(arrival.textContent).toContain('Immediately');
  });

  it('ST-REDEEM-01 fast staking redemption arrives after redeem_quick_long minutes', () => {
    const list = renderTimeline({ variant: 'stakingFast', submittedAt: subscribedAt, quickMinutes: 30 });
    const arrival = arrivalOf(list);
    expect(arrival.textContent).toContain('About 03/10/2024, 16:12 UTC');
    expect(arrival.textContent).toContain('About 30 minutes');
  });

  it('SE-TIMELINE-02 at now, reached steps are done, the last reached is the current step, the rest upcoming', () => {
    const list = renderTimeline({ variant: 'flexible', subscribedAt, now: subscribedAt + 90 * 60_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Completed');
    expect(items[2]).toHaveTextContent('Upcoming');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('SE-TIMELINE-01 without now the timeline is a preview: the subscription is the current step', () => {
    const list = renderTimeline({ variant: 'fixed', subscribedAt, lockUpPeriod: 7 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.state),
    ).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('SH-LOCALE-01 in Arabic the labels are translated and the digits stay Latin', () => {
    const list = renderTimeline({ variant: 'flexible', subscribedAt }, { locale: 'ar' });
    expect(list).toHaveAccessibleName('الجدول الزمني للاشتراك');
    expect(list).toHaveTextContent('15:42');
  });

  it('a messages prop overrides the catalogue', () => {
    const list = renderTimeline({
      variant: 'flexible',
      subscribedAt,
      messages: { 'simpleEarn.timeline.redemption': 'Withdraw' },
    });
    expect(list).toHaveTextContent('Withdraw');
  });
});
