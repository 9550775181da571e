import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ToastProvider, toastSeverities, useToast, type ToastOptions } from '../../src/components/Toast';

const samples: Record<ToastOptions['severity'], ToastOptions> = {
  success: { severity: 'success', title: 'Redeem success', description: '100 USDT is back in your spot account.' },
  info: { severity: 'info', title: 'This destination is not available for this coin.' },
  warning: { severity: 'warning', title: 'Subscription failed: the amount is above your remaining quota.' },
  error: { severity: 'error', title: 'Network error, please try again later' },
};

interface ToastDemoProps {
  /** Toasts shown as the story opens. */ initial?: readonly ToastOptions[];
}

/** Buttons that show a toast of each severity, plus any toasts shown on mount. */
function ToastDemo({ initial = [] }: ToastDemoProps) {
  const { show } = useToast();
  useEffect(() => {
    for (const toast of initial) show(toast);
  }, [initial, show]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ek-space-sm)' }}>
      {toastSeverities.map((severity) => (
        <Button key={severity} variant="secondary" onClick={() => show(samples[severity])}>
          Show {severity}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

function region() {
  return screen.findByRole('region', { name: /Notifications|الإشعارات/ });
}

/** DEC-07 all four severities at once, each with its role colour, icon and name. */
export const Severities: Story = {
  name: 'DEC-07 every severity',
  args: { initial: toastSeverities.map((severity) => ({ ...samples[severity], duration: Infinity })) },
  decorators: [(Story) => <ToastProvider maxVisible={4}>{Story()}</ToastProvider>],
  play: async () => {
    // Shown from an effect as the story mounts: on a loaded machine that can take longer than the default
    // second (a clean-clone run at load 20 found the region still empty after it).
    const toasts = await within(await region()).findAllByRole('listitem', {}, { timeout: 10_000 });
    await expect(toasts).toHaveLength(4);
    await expect(toasts.map((toast) => toast.getAttribute('data-variant'))).toEqual([...toastSeverities]);
  },
};

/** SH-ERR-03 a failure message from the server shows as a warning toast, announced politely. */
export const Warning: Story = {
  name: 'SH-ERR-03 warning toast',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await expect(await within(await region()).findByRole('listitem')).toHaveAttribute('data-variant', 'warning');
    await expect(screen.getByRole('status')).toHaveTextContent('the amount is above your remaining quota');
  },
};

/** DEC-07 a network failure shows an error toast, announced assertively. */
export const Error: Story = {
  name: 'DEC-07 error toast is assertive',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error, please try again later'));
  },
};

/** A success toast with a second line; the close button dismisses it. */
export const SuccessWithDescription: Story = {
  args: { initial: [{ ...samples.success, duration: Infinity }] },
  play: async ({ userEvent }) => {
    const toasts = await region();
    await expect(await within(toasts).findByRole('listitem')).toHaveTextContent(
      '100 USDT is back in your spot account.',
    );
    await userEvent.click(within(toasts).getByRole('button', { name: /Dismiss notification|إغلاق الإشعار/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Notifications|الإشعارات/ })).toBeNull());
  },
};

/** Info. */
export const Info: Story = {
  args: { initial: [{ ...samples.info, duration: Infinity }] },
  play: async () => {
    await expect(await within(await region()).findByRole('listitem')).toHaveAttribute('data-variant', 'info');
  },
};

/** Five toasts, three at a time: the rest wait, and the count says so. */
export const Queued: Story = {
  args: {
    initial: ['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((title) => ({
      severity: 'info' as const,
      title,
      duration: Infinity,
    })),
  },
  play: async ({ userEvent }) => {
    const toasts = await region();
    await expect(await within(toasts).findAllByRole('listitem')).toHaveLength(3);
    await expect(toasts).toHaveTextContent(/2/);
    const [first] = within(toasts).getAllByRole('button', { name: /Dismiss notification|إغلاق الإشعار/ });
    await userEvent.click(first!);
    await waitFor(() => expect(within(toasts).getAllByRole('listitem')[2]).toHaveTextContent('Fourth'));
  },
};

/** Hovering pauses the countdown; leaving resumes it. */
export const PausesOnHover: Story = {
  args: { initial: [{ severity: 'success', title: 'Subscribed', duration: 800 }] },
  play: async ({ userEvent }) => {
    const toast = await within(await region()).findByRole('listitem');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Notifications|الإشعارات/ })).toBeNull(), {
      timeout: 2000,
    });
  },
};

/** On a phone toasts span the top edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initial: [{ ...samples.warning, duration: Infinity }] },
  play: async () => {
    const toasts = await region();
    // It fades in, so it is visible once the short arrival has run.
    await waitFor(() => expect(within(toasts).getByRole('listitem')).toBeVisible());
  },
};
