import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '../../src/components/Pagination';
import { catalogueText } from './storyCatalogue';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 200, pageSize: 10, defaultPage: 1, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  name: 'LP-LIST-01 many pages: numbers, gaps, previous and next',
  play: async ({ canvas, userEvent, args, globals }) => {
    const nav = canvas.getByRole('navigation', { name: catalogueText(globals, 'kitData.pagination.label') });
    const previous = within(nav).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.previous') });
    await expect(previous).toBeDisabled();
    await userEvent.click(
      within(nav).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.page', { page: 5 }) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(within(nav).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.next') }));
    await expect(
      within(nav).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.page', { page: 6 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('status')).toHaveTextContent(
      catalogueText(globals, 'kitData.pagination.status', { page: 6, count: 20 }),
    );
  },
};

export const TouchTargets: Story = {
  name: 'LP-LIST-01 on mobile every page button is 44 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { total: 45 },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};
