import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider/EarnProvider';
import { ModalContent, ModalRoot, ModalTitle } from '../Modal';
import { ToastProvider } from './ToastProvider';
import { loadToastItem } from './ToastViewport';
import { useToast } from './toastContext';
import type { ToastOptions } from './toastQueue';

/** Testing Library advances fake timers only when it sees Jest's; the stand-in lets it. */
function setupUser() {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** A page with one button per toast it can show. */
function Shows({ toasts }: { toasts: Array<ToastOptions & { label: string }> }) {
  const { show } = useToast();
  return (
    <>
      {toasts.map(({ label, ...options }) => (
        <button key={label} type="button" onClick={() => show(options)}>
          {label}
        </button>
      ))}
    </>
  );
}

function notifications() {
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The toasts on screen; none (and no region) when the queue is empty. */
function visibleToasts() {
  const region = screen.queryByRole('region', { name: 'Notifications' });
  return region ? within(region).getAllByRole('listitem') : [];
}

describe('Toast', () => {
  // A page loads the card's code at the first key or pointer press; these tests check the cards
  // themselves, so they start with it loaded (the test below checks the loading).
  beforeAll(async () => {
    await loadToastItem();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('SH-ERR-03 a failure message shows as a warning toast, announced politely', async () => {
    const user = setupUser();
    render(
      <EarnProvider>
        <Shows toasts={[{ label: 'Fail', severity: 'warning', title: 'Insufficient balance' }]} />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveTextContent('Warning: Insufficient balance');
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Insufficient balance');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('SH-ERR-03 a toast shown just before a dialog opens stays readable with its Dismiss button', async () => {
    const user = setupUser();
    function FailThenExplain() {
      const { show } = useToast();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              show({ severity: 'error', title: 'Not eligible' });
              setOpen(true);
            }}
          >
            Subscribe
          </button>
          <ModalRoot open={open} onOpenChange={setOpen}>
            <ModalContent>
              <ModalTitle>Special product</ModalTitle>
            </ModalContent>
          </ModalRoot>
        </>
      );
    }
    render(
      <EarnProvider>
        <FailThenExplain />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('dialog', { name: 'Special product' })).toBeInTheDocument();
    // A modal hides the rest of the page from assistive technology; the toasts are not "the rest".
    expect(notifications().closest('[aria-hidden="true"]')).toBeNull();
    expect(within(notifications()).getByRole('button', { name: /Dismiss|Close/ })).toBeInTheDocument();
  });

  it('DEC-07 an error toast is announced assertively', async () => {
    const user = setupUser();
    render(
      <EarnProvider>
        <Shows
          toasts={[{ label: 'Redeem', severity: 'error', title: 'Redeem failed', description: 'Try again later' }]}
        />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Error: Redeem failed Try again later');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('DEC-07 each severity carries its name, not only its colour', async () => {
    const user = setupUser();
    const severities = ['success', 'info', 'warning', 'error'] as const;
    render(
      <ToastProvider maxVisible={4}>
        <Shows toasts={severities.map((severity) => ({ label: severity, severity, title: `${severity} toast` }))} />
      </ToastProvider>,
    );
    for (const severity of severities) await user.click(screen.getByRole('button', { name: severity }));

    expect(visibleToasts().map((toast) => toast.textContent)).toEqual([
      'Success: success toast',
      'Information: info toast',
      'Warning: warning toast',
      'Error: error toast',
    ]);
  });

  it('shows at most maxVisible toasts; the rest wait and come in as others close', async () => {
    const user = setupUser();
    render(
      <ToastProvider maxVisible={2}>
        <Shows
          toasts={['One', 'Two', 'Three', 'Four'].map((label) => ({ label, severity: 'info' as const, title: label }))}
        />
      </ToastProvider>,
    );
    for (const label of ['One', 'Two', 'Three', 'Four']) await user.click(screen.getByRole('button', { name: label }));

    expect(visibleToasts().map((toast) => toast.textContent)).toEqual(['Information: One', 'Information: Two']);
    expect(notifications()).toHaveTextContent('2 more waiting');
    expect(screen.getByRole('status')).not.toHaveTextContent('Three');

    const [first] = within(notifications()).getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(first!);
    expect(visibleToasts().map((toast) => toast.textContent)).toEqual(['Information: Two', 'Information: Three']);
    expect(screen.getByRole('status')).toHaveTextContent('Information: Three');
    expect(notifications()).toHaveTextContent('1 more waiting');
  });

  it('closes itself after its duration, and hovering pauses the countdown', async () => {
    const user = setupUser();
    render(
      <ToastProvider>
        <Shows toasts={[{ label: 'Done', severity: 'success', title: 'Redeem success', duration: 5000 }]} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleToasts()).toHaveLength(1);

    await user.hover(visibleToasts()[0]!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleToasts()).toHaveLength(1);

    await user.unhover(visibleToasts()[0]!);
    act(() => vi.advanceTimersByTime(900));
    expect(visibleToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('a toast dismissed with the pointer on it does not leave the next one paused', async () => {
    const user = setupUser();
    render(
      <ToastProvider>
        <Shows
          toasts={[
            { label: 'First', severity: 'info', title: 'One', duration: 3000 },
            { label: 'Second', severity: 'info', title: 'Two', duration: 3000 },
          ]}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    const dismiss = within(notifications()).getByRole('button', { name: 'Dismiss notification' });
    await user.hover(dismiss);
    await user.click(dismiss);
    expect(visibleToasts()).toHaveLength(0);

    act(() => screen.getByRole('button', { name: 'Second' }).click());
    act(() => vi.advanceTimersByTime(3100));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('focus on a toast pauses the countdown until focus leaves', async () => {
    const user = setupUser();
    render(
      <ToastProvider>
        <Shows toasts={[{ label: 'Save', severity: 'info', title: 'Saved', duration: 3000 }]} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => within(notifications()).getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleToasts()).toHaveLength(1);

    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('showing a toast with the id of an open one replaces it instead of stacking a copy', async () => {
    const user = setupUser();
    render(
      <ToastProvider>
        <Shows toasts={[{ label: 'Offline', severity: 'error', title: 'Network error', id: 'network' }]} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Offline' }));
    await user.click(screen.getByRole('button', { name: 'Offline' }));
    expect(visibleToasts()).toHaveLength(1);
  });

  it('under EarnProvider it portals into the provider root and speaks the locale', async () => {
    const user = setupUser();
    render(
      <EarnProvider locale="ar" theme="dark">
        <Shows toasts={[{ label: 'Go', severity: 'success', title: 'OK' }]} />
      </EarnProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const region = screen.getByRole('region', { name: 'الإشعارات' });
    expect(region.closest('[data-ek-root]')).toHaveAttribute('data-ek-theme', 'dark');
    expect(within(region).getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  });

  it('useToast outside a provider throws a named error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Shows toasts={[]} />)).toThrow(
      'useToast must be used inside <EarnProvider> or <ToastProvider>.',
    );
  });
});
