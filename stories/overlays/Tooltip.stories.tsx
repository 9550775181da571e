import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from '../../src/components/Tooltip';

const aprExplanation =
  'The APR is an estimate based on the rewards of the last 7 days. It changes with the network and is not a promise of future returns.';

/** An APR label with an info trigger, as in a product table header. */
function AprWithTooltip() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '60vh', color: 'var(--ek-color-text)' }}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--ek-space-xs)' }}>
        Est. APR
        <Tooltip content={aprExplanation}>
          <button
            type="button"
            aria-label="About the APR"
            style={{
              display: 'inline-grid',
              placeItems: 'center',
              minInlineSize: 'var(--ek-size-targetMin)',
              minBlockSize: 'var(--ek-size-targetMin)',
              border: 'none',
              borderRadius: 'var(--ek-radius-full)',
              background: 'var(--ek-color-surfaceRaised)',
              color: 'var(--ek-color-text)',
              cursor: 'help',
            }}
          >
            <svg
              viewBox="0 0 16 16"
              style={{ inlineSize: 'var(--ek-size-iconSm)', blockSize: 'var(--ek-size-iconSm)' }}
              aria-hidden="true"
              fill="currentColor"
            >
              <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 10.5h-1.5V7h1.5v4.5ZM8 5.75a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Z" />
            </svg>
          </button>
        </Tooltip>
      </span>
    </div>
  );
}

const meta = { title: 'Overlays/Tooltip', component: AprWithTooltip } satisfies Meta<typeof AprWithTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'DEC-17 280 px wide on desktop, on keyboard focus',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'About the APR' });
    await expect(trigger).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription(aprExplanation);
    await expect(tooltip.getBoundingClientRect().width).toBe(280);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeInTheDocument());
    // Left open at the end, so the accessibility check covers the tooltip too.
    await userEvent.hover(trigger);
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

export const MobileWidth: Story = {
  name: 'DEC-17 327 px wide on mobile, on tap',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About the APR' });
    await userEvent.pointer({ keys: '[TouchA]', target: trigger });
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBe(327);
    await expect(trigger).toHaveAccessibleDescription(aprExplanation);
  },
};
