import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { FlexibleRedemptionArrival } from './PendingArrival';

const at = (hour: number, minute: number) => Date.UTC(2026, 10, 26, hour, minute);
const latestBy = () =>
  (screen.getByRole('group', { name: 'Arrival' }).textContent ?? '').replace(/[\u2066-\u2069]/g, '');

describe('a pending flexible redemption’s arrival', () => {
  it('holds still while shown, as the exchange clock passes the hour, and moves with a new answer only', () => {
    let now = at(10, 17);
    const wrapper = createEarnWrapper({ timeZone: 'UTC', clock: () => now });
    const view = render(<FlexibleRedemptionArrival readAt={1} />, { wrapper });
    expect(latestBy()).toContain('Latest by 11/26/2026, 11:00 UTC');
    // A render after the hour, with the same answer: the bound stays (it said 12:00 before the fix).
    now = at(11, 5);
    view.rerender(<FlexibleRedemptionArrival readAt={1} />);
    expect(latestBy()).toContain('Latest by 11/26/2026, 11:00 UTC');
    // A new answer still pending after the hour's run: the next run.
    view.rerender(<FlexibleRedemptionArrival readAt={2} />);
    expect(latestBy()).toContain('Latest by 11/26/2026, 12:00 UTC');
  });
});
