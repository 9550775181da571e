import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, buttonSizeNames, buttonVariantNames, buttonVariants } from '../../src/components/Button';

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--ek-space-md)' } as const;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Subscribe', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantNames },
    size: { control: 'inline-radio', options: buttonSizeNames },
    // Native attributes the table leaves out (it lists only earnkit's own props), where Button sets its own default.
    type: {
      description: "The native button type. Default 'button', so a button in a form never submits it by accident.",
      control: false,
      table: { type: { summary: "'button' | 'submit' | 'reset'" }, defaultValue: { summary: "'button'" } },
    },
    disabled: {
      description: 'Disables the button; with `disabledReason` it stays focusable and says why.',
      control: 'boolean',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a primary, medium button. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariantNames) await expect(canvas.getByRole('button', { name: variant })).toBeVisible();
  },
};

/** Every size side by side; on the mobile viewport each is at least 44 px high. */
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizeNames.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Size sm' });
    const large = canvas.getByRole('button', { name: 'Size lg' });
    await expect(small.getBoundingClientRect().height).toBeLessThan(large.getBoundingClientRect().height);
  },
};

/** Loading: a spinner, `aria-busy`, the same width and name, and clicks do nothing. */
export const Loading: Story = {
  args: { loading: true, children: 'Confirm redeem' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Confirm redeem' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled with a reason: still focusable, and the reason is its description. */
export const DisabledWithReason: Story = {
  args: { disabled: true, disabledReason: 'This product is sold out' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('This product is sold out');
  },
};

/** Disabled with no reason to give: natively disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

/** SH-CONST-12 a double click sends one request, 200 ms after the last click. */
export const DoubleClickSendsOneRequest: Story = {
  name: 'SH-CONST-12 double click sends one request',
  args: { onAction: fn(), children: 'Redeem' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** SH-CONST-12 the subscribe button waits 500 ms; while its request is pending it stays busy. */
export const SubscribePending: Story = {
  name: 'SH-CONST-12 subscribe waits 500 ms and stays busy while pending',
  args: {
    debounceMs: 500,
    onAction: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), { timeout: 1000 });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 1000 });
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Full width in a mobile action bar. */
export const FullWidthMobile: Story = {
  args: { fullWidth: true, size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** VIP, for VIP-only products. */
export const Vip: Story = { args: { variant: 'vip', children: 'Subscribe as VIP' } };

/** A link that looks like a button, through `buttonVariants`. */
export const LinkAsButton: Story = {
  render: () => (
    <a href="#deposit" className={buttonVariants({ variant: 'secondary' })}>
      Deposit
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeVisible();
  },
};
