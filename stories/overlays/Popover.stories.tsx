import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../src/components/Popover';

/** Bonus rules behind a link-like trigger, as on a product card. */
function BonusRules() {
  return (
    <PopoverRoot>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm">
          Bonus rules
        </Button>
      </PopoverTrigger>
      <PopoverContent title="How the bonus works">
        <p style={{ margin: 0 }}>The bonus APR applies to the first 1,000 USDT you subscribe, for 7 days.</p>
        <p style={{ marginBlockEnd: 0 }}>Amounts above that earn the base APR.</p>
      </PopoverContent>
    </PopoverRoot>
  );
}

const meta = { title: 'Overlays/Popover', component: BonusRules } satisfies Meta<typeof BonusRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopPopover: Story = {
  name: 'popover anchored to its trigger on desktop',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Bonus rules' });
    await userEvent.click(trigger);
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'How the bonus works',
    });
    await expect(popover).toHaveTextContent('first 1,000 USDT');
    // Anchored just below the trigger, not a centred dialog or a sheet.
    const gap = popover.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(24);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileSheet: Story = {
  name: 'SH-LAYOUT-01 bottom sheet on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus rules' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'How the bonus works' });
    await Promise.all(sheet.getAnimations().map((animation) => animation.finished));
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(sheet.getBoundingClientRect().bottom).toBe(view.innerHeight);
    await expect(sheet.getBoundingClientRect().width).toBe(view.innerWidth);
    await expect(within(sheet).getByRole('button', { name: /close|إغلاق/i })).toBeVisible();
  },
};
