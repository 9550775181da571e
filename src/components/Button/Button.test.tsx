import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { buttonVariants } from './buttonVariants';

/**
 * User events under fake timers. Testing Library only advances fake timers it recognises as Jest's,
 * so without the `jest` stand-in its async wrapper waits forever on a faked setTimeout.
 */
function setupUser() {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('Button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('SH-CONST-12 a double click on a submit button sends one request, 200 ms after the last click', async () => {
    const send = vi.fn();
    const user = setupUser();
    render(<Button onAction={send}>Redeem</Button>);

    await user.dblClick(screen.getByRole('button', { name: 'Redeem' }));
    expect(send).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(199));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('SH-CONST-12 clicks 150 ms apart keep restarting the wait and still send one request', async () => {
    const send = vi.fn();
    const user = setupUser();
    render(<Button onAction={send}>Stake</Button>);
    const button = screen.getByRole('button', { name: 'Stake' });

    await user.click(button);
    act(() => vi.advanceTimersByTime(150));
    await user.click(button);
    act(() => vi.advanceTimersByTime(150));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('SH-CONST-12 the subscribe button waits 500 ms when given debounceMs', async () => {
    const send = vi.fn();
    const user = setupUser();
    render(
      <Button onAction={send} debounceMs={500}>
        Subscribe
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    act(() => vi.advanceTimersByTime(499));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('SH-CONST-12 while the request is pending the button is busy and ignores clicks', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setupUser();
    render(<Button onAction={send}>Redeem</Button>);
    const button = screen.getByRole('button', { name: 'Redeem' });

    await user.click(button);
    act(() => vi.advanceTimersByTime(200));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.click(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    act(() => vi.advanceTimersByTime(200));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a loading button keeps its accessible name, is busy and does not run onClick', async () => {
    const onClick = vi.fn();
    const user = setupUser();
    render(
      <Button loading onClick={onClick}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button with a reason stays focusable and describes why it does nothing', async () => {
    const onClick = vi.fn();
    const user = setupUser();
    render(
      <Button disabled disabledReason="The product is sold out" onClick={onClick}>
        Subscribe
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAccessibleDescription('The product is sold out');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button without a reason is natively disabled', () => {
    render(<Button disabled>Subscribe</Button>);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('runs the caller onClick first; preventDefault there skips the action', async () => {
    const send = vi.fn();
    const user = setupUser();
    render(
      <Button onClick={(event) => event.preventDefault()} onAction={send}>
        Redeem
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    act(() => vi.advanceTimersByTime(500));
    expect(send).not.toHaveBeenCalled();
  });

  it('buttonVariants lets a link look like a button', () => {
    render(
      <a href="/deposit" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        Deposit
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.className).toBe(buttonVariants({ variant: 'secondary', size: 'sm' }));
    expect(link.className).not.toBe(buttonVariants({ variant: 'primary', size: 'sm' }));
  });
});
