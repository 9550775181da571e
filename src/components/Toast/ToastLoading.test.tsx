// Its own file: the toast card's code must not be loaded yet when these start (each test file has
// its own modules).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { ShowButton } from './showButton.testing';

describe('Toast card loading', () => {
  it('SH-ERR-03 a toast shown before its card has loaded is announced at once, and its card follows', async () => {
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
    expect(within(card).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
