import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckedState } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label and described by its description', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="I agree to the terms" description="Read them first" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAccessibleDescription('Read them first');

    await user.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows a mixed state, and a click resolves it to checked', async () => {
    const user = userEvent.setup();
    function SelectAll() {
      const [state, setState] = useState<CheckedState>('indeterminate');
      return <Checkbox label="Select all" checked={state} onCheckedChange={setState} />;
    }
    render(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('a disabled checkbox does not change', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Auto-subscribe" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Auto-subscribe' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('submits with its form like any checkbox', () => {
    render(
      <form aria-label="Terms">
        <Checkbox label="Agree" name="agree" defaultChecked />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Terms' }) as HTMLFormElement;
    expect(new FormData(form).get('agree')).toBe('on');
  });
});
