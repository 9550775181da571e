import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { DateRangeFilter } from './index';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('DateRangeFilter look', () => {
  it('LP-LIST-03 LP-DATE-06 the calendar shows the range in force; days after today are dimmed', async () => {
    await page.viewport(1280, 800);
    render(
      <EarnProvider timeZone="UTC">
        <div style={{ padding: 'var(--ek-space-lg)', blockSize: '560px' }}>
          <DateRangeFilter maxMonths={6} today="2024-08-20" defaultValue={{ start: '2024-08-05', end: '2024-08-15' }} />
        </div>
      </EarnProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Choose dates on a calendar' }));
    const calendar = page.getByRole('application');
    await expect.element(calendar).toBeVisible();
    const popover = calendar.element().closest<HTMLElement>('[data-slot="popover-content"]')!;
    await Promise.all(popover.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect.element(page.getByRole('group', { name: 'Date range' })).toMatchScreenshot('date-range-filter-field');
    await expect.element(popover).toMatchScreenshot('date-range-filter-calendar');
  });
});
