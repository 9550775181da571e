import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider/EarnProvider';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is found by its label, toggles on click and on Space, and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Notify me" description="When the pool opens" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Notify me' });
    expect(toggle).toHaveAccessibleDescription('When the pool opens');
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('clicking the label toggles it too', async () => {
    const user = userEvent.setup();
    render(<Switch label="Auto-reinvest" />);
    await user.click(screen.getByText('Auto-reinvest'));
    expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toBeChecked();
  });

  it('follows its checked prop when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch label="Reinvest" checked={on} onCheckedChange={setOn} />;
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Reinvest' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('while the request that toggles it is pending it is busy, says so, and flips only when it succeeds', async () => {
    const user = userEvent.setup();
    let succeed: () => void = () => undefined;
    const request = vi.fn(() => new Promise<void>((resolve) => (succeed = resolve)));
    render(
      <EarnProvider>
        <Switch label="Notify me" onCheckedChange={request} />
      </EarnProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Notify me' });

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAccessibleDescription('Please wait…');

    await user.click(toggle);
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => succeed());
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-busy');
  });

  it('stays where it was when the request fails', async () => {
    const user = userEvent.setup();
    render(<Switch label="Notify me" onCheckedChange={() => Promise.reject(new Error('offline'))} />);
    const toggle = screen.getByRole('switch', { name: 'Notify me' });
    await user.click(toggle);
    await act(async () => undefined);
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-busy');
  });

  it('DEC-08 disabled with a reason: focusable, explains why, and does not toggle', async () => {
    const user = userEvent.setup();
    render(<Switch label="Auto-reinvest" disabled disabledReason="Less than 1 hour remains" />);
    const toggle = screen.getByRole('switch', { name: 'Auto-reinvest' });
    expect(toggle).toHaveAccessibleDescription('Less than 1 hour remains');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('disabled without a reason is natively disabled', () => {
    render(<Switch label="Auto-reinvest" disabled />);
    expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toBeDisabled();
  });
});
