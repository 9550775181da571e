import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { DATE_RANGE_LIMIT_MONTHS } from '../../src/domain/shared';
import { catalogueText } from './storyCatalogue';

// A fixed today keeps every run (and every screenshot) the same; the component defaults to the real one.
const today = '2024-08-20';

const meta = {
  title: 'Components/DateRangeFilter',
  component: DateRangeFilter,
  args: {
    maxMonths: 6,
    today,
    defaultValue: { start: '2024-08-01', end: '2024-08-15' },
    onValueChange: fn(),
    onTrimmed: fn(),
  },
  argTypes: { maxMonths: { control: 'inline-radio', options: DATE_RANGE_LIMIT_MONTHS } },
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const fieldsOf = (canvasElement: HTMLElement, globals: Globals) => {
  const canvas = within(canvasElement);
  return {
    start: canvas.getByRole('textbox', { name: catalogueText(globals, 'kitData.dateRange.start') }),
    end: canvas.getByRole('textbox', { name: catalogueText(globals, 'kitData.dateRange.end') }),
    calendarButton: canvas.getByRole('button', { name: catalogueText(globals, 'kitData.dateRange.openCalendar') }),
  };
};

export const SixMonthLimit: Story = {
  name: 'LP-DATE-01 LP-DATE-03 LP-DATE-04 over 6 months: trimmed, with the warning toast',
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const { start, end } = fieldsOf(canvasElement, globals);
    await userEvent.clear(start);
    await userEvent.type(start, '2023-01-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2024-08-20{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2024-02-20', end: '2024-08-20' });
    await expect(start).toHaveValue('2024-02-20');
    const toast = await within(canvasElement.ownerDocument.body).findByText(
      catalogueText(globals, 'analysis date picker limit'),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(args.onTrimmed).toHaveBeenCalledWith('analysis date picker limit');
  },
};

export const TwelveMonthLimit: Story = {
  name: 'LP-DATE-02 LP-DATE-05 over 12 months: the "maximum time" warning',
  args: { maxMonths: 12 },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const { start } = fieldsOf(canvasElement, globals);
    await userEvent.clear(start);
    await userEvent.type(start, '2021-05-01{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2023-08-15', end: '2024-08-15' });
    const toast = await within(canvasElement.ownerDocument.body).findByText(catalogueText(globals, 'maximum time'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const PickOnCalendar: Story = {
  name: 'LP-LIST-03 LP-DATE-06 pick a range on the calendar with the keyboard; nothing after today',
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const { calendarButton, end } = fieldsOf(canvasElement, globals);
    await userEvent.click(calendarButton);
    const body = within(canvasElement.ownerDocument.body);
    const calendar = await body.findByRole('application');
    // Focus starts on the end of the range in force.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveTextContent(/^15$/));
    const grid = within(calendar).getByRole('grid');
    const disabledDays = within(grid)
      .getAllByRole('button')
      .filter((day) => day.getAttribute('aria-disabled') === 'true')
      .map((day) => day.textContent);
    await expect(disabledDays).toEqual(['21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31']);
    // Enter sets one end (react-aria then moves focus a day on, to show a range is being drawn),
    // ArrowUp goes a week back from there, Enter completes the range.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2024-08-09', end: '2024-08-15' });
    await waitFor(() => expect(body.queryByRole('application')).not.toBeInTheDocument());
    await expect(end).toHaveValue('2024-08-15');
    // The first press loads the calendar's code and renders the button anew inside its popover: look it up again.
    await waitFor(() => expect(fieldsOf(canvasElement, globals).calendarButton).toHaveFocus());
  },
};

export const SheetOnMobile: Story = {
  name: 'LP-LIST-03 on mobile the calendar is a bottom sheet with 44 px days',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, userEvent, globals }) => {
    const { calendarButton } = fieldsOf(canvasElement, globals);
    await expect(calendarButton.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(calendarButton);
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: catalogueText(globals, 'kitData.dateRange.calendarTitle') });
    await Promise.all(sheet.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(sheet.getBoundingClientRect().bottom).toBe(view.innerHeight);
    const day = within(within(sheet).getByRole('grid')).getAllByRole('button')[0]!;
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Empty: Story = {
  name: 'LP-LIST-03 no range yet: the fields show the format',
  args: { defaultValue: null },
  play: async ({ canvasElement, globals }) => {
    const { start } = fieldsOf(canvasElement, globals);
    await expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await expect(start).toHaveValue('');
  },
};
