// Its own file: the toast card's code must not be loaded yet when this starts (each test file has
// its own modules).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { ShowButton } from './showButton.testing';

describe('Toast card preloading', () => {
  it('the first pointer press loads the card ahead of the first toast, which then shows with its card at once', async () => {
    render(
      <ToastProvider>
        <ShowButton title="Saved" />
      </ToastProvider>,
    );
    fireEvent.pointerDown(document.body);
    // Wait until the card's module is in (the test imports it too), and a tick for the preload to note it.
    await waitFor(async () => {
      const { ToastItem } = await import('./ToastItem');
      expect(ToastItem).toBeTypeOf('function');
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByRole('listitem')).toHaveTextContent('Saved');
  });
});
