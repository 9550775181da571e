import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { DateRangeFilter, type DateRangeFilterProps } from './index';

const today = '2024-08-20';

function renderFilter(props: Partial<DateRangeFilterProps> = {}, locale = 'en') {
  const onValueChange = vi.fn();
  render(
    <EarnProvider locale={locale} timeZone="UTC">
      <DateRangeFilter maxMonths={6} today={today} onValueChange={onValueChange} {...props} />
    </EarnProvider>,
  );
  return onValueChange;
}

async function typeRange(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await user.type(screen.getByRole('textbox', { name: 'Start date' }), start);
  await user.type(screen.getByRole('textbox', { name: 'End date' }), `${end}{Enter}`);
}

describe('DateRangeFilter', () => {
  // The calendar's code loads on the first press of its button; loaded here first, no test waits on its transform.
  beforeAll(() => import('./DateRangeCalendar'));
  test('LP-LIST-03 a labelled group of a start field, an end field and a calendar button', () => {
    renderFilter({ defaultValue: { start: '2024-08-01', end: '2024-08-15' } });
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(within(group).getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-08-01');
    expect(within(group).getByRole('textbox', { name: 'End date' })).toHaveValue('2024-08-15');
    expect(within(group).getByRole('button', { name: 'Choose dates on a calendar' })).toBeInTheDocument();
  });

  test('LP-DATE-01 LP-DATE-03 LP-DATE-04 a typed range over 6 months is trimmed and the warning toast shows', async () => {
    const user = userEvent.setup();
    const onTrimmed = vi.fn();
    const onValueChange = renderFilter({ onTrimmed });
    await typeRange(user, '2023-01-01', '2024-08-20');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2024-02-20', end: '2024-08-20' });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-02-20');
    expect(
      await screen.findByText('The date range can be at most 6 months, so it has been shortened'),
    ).toBeInTheDocument();
    expect(onTrimmed).toHaveBeenCalledWith('analysis date picker limit');
  });

  test('LP-DATE-02 LP-DATE-05 with a 12-month limit the toast says "maximum time"', async () => {
    const user = userEvent.setup();
    const onValueChange = renderFilter({ maxMonths: 12 });
    await typeRange(user, '2022-01-01', '2024-06-30');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2023-06-30', end: '2024-06-30' });
    expect(
      await screen.findByText('The date range can be at most 12 months, so it has been shortened'),
    ).toBeInTheDocument();
  });

  test('LP-DATE-06 a typed end after today moves back to today, with no warning', async () => {
    const user = userEvent.setup();
    const onValueChange = renderFilter();
    await typeRange(user, '2024-08-01', '2024-12-31');
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2024-08-01', end: today });
    expect(screen.queryByText(/at most 6 months/)).not.toBeInTheDocument();
  });

  test("without a today, today is the provider's time zone's: a Tokyo user's today is already the next UTC day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-08-20T20:00:00Z'));
    try {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(
        <EarnProvider locale="en" timeZone="Asia/Tokyo">
          <DateRangeFilter maxMonths={6} onValueChange={onValueChange} />
        </EarnProvider>,
      );
      await typeRange(user, '2024-08-01', '2024-08-25');
      expect(onValueChange).toHaveBeenLastCalledWith({ start: '2024-08-01', end: '2024-08-21' });
    } finally {
      vi.useRealTimers();
    }
  });

  test('LP-DATE-03 moving from the start field to the end field applies nothing yet', async () => {
    const user = userEvent.setup();
    const onValueChange = renderFilter({ defaultValue: { start: '2024-08-01', end: '2024-08-15' } });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.clear(start);
    await user.type(start, '2023-01-01');
    await user.tab();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('LP-LIST-03 text that is not a day is marked invalid and not applied', async () => {
    const user = userEvent.setup();
    const onValueChange = renderFilter();
    await typeRange(user, '2024-13-01', '2024-08-10');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription(
      'Type a date as year-month-day, for example 2024-01-31',
    );
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('LP-LIST-03 LP-DATE-06 the calendar picks a range in two presses; days after today cannot be chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = renderFilter();
    await user.click(screen.getByRole('button', { name: 'Choose dates on a calendar' }));
    const calendar = await screen.findByRole('application', { name: /Select a date range/ });
    const grid = within(calendar).getByRole('grid');
    const tomorrow = within(grid).getByRole('button', { name: /August 21, 2024/ });
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(grid).getByRole('button', { name: /August 5, 2024/ }));
    await user.click(within(grid).getByRole('button', { name: /August 12, 2024/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2024-08-05', end: '2024-08-12' });
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('2024-08-12');
  });

  test('SH-LOCALE-01 in Arabic the fields are named in Arabic and the digits stay Latin', async () => {
    const user = userEvent.setup();
    renderFilter({ defaultValue: { start: '2024-08-01', end: '2024-08-15' } }, 'ar');
    expect(screen.getByRole('group', { name: 'النطاق الزمني' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'اختيار التواريخ من التقويم' }));
    const grid = within(await screen.findByRole('application')).getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .some((cell) => cell.textContent === '15'),
    ).toBe(true);
  });
});
