// Its own file: the toast card's code must not be loaded yet when these start (each test file has
// its own modules).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { ShowButton } from './showButton.testing';

describe('Toast card loading', () => {
  it('SH-ERR-03 a toast shown before its card has loaded is announced at once, and its card follows (and stays, when the list renders again)', async () => {
    render(
      <ToastProvider>
        <ShowButton title="Saved" />
      </ToastProvider>,
    );
    // A click with no pointer press before it: nothing has loaded the card yet.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
    expect(screen.queryByRole('listitem')).toBeNull();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Saved');
    const dismiss = within(card).getByRole('button', { name: 'Dismiss notification' });
    // The list renders again (a second toast): the late card is not remounted, so focus stays on it.
    act(() => dismiss.focus());
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[0]).toBe(card);
    expect(document.activeElement).toBe(dismiss);
  });
});
