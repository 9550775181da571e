import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MouseEvent } from 'react';
import { chainHandlers, elementDirection } from './events';

describe('chainHandlers', () => {
  it("runs the caller's handler first, then ours", () => {
    const calls: string[] = [];
    const onClick = chainHandlers<MouseEvent<HTMLButtonElement>>(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    );
    render(<button onClick={onClick}>Go</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['theirs', 'ours']);
  });

  it('skips ours when the caller prevented the default', () => {
    const calls: string[] = [];
    const onClick = chainHandlers<MouseEvent<HTMLButtonElement>>(
      (event) => {
        calls.push('theirs');
        event.preventDefault();
      },
      () => calls.push('ours'),
    );
    render(<button onClick={onClick}>Go</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['theirs']);
  });

  it('without a handler of the caller, skips ours for an event a nested element already prevented', () => {
    const calls: string[] = [];
    const onClick = chainHandlers<MouseEvent<HTMLDivElement>>(undefined, () => calls.push('ours'));
    render(
      // Only catches what bubbles up from its buttons: presentation, as jsx-a11y's docs say for such a container.
      <div role="presentation" onClick={onClick}>
        <button onClick={(event) => event.preventDefault()}>Handled</button>
        <button>Plain</button>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(calls).toEqual(['ours']);
  });

  it("with checkForDefaultPrevented false, runs ours even after the caller's preventDefault", () => {
    const calls: string[] = [];
    const onClick = chainHandlers<MouseEvent<HTMLButtonElement>>(
      (event) => {
        calls.push('theirs');
        event.preventDefault();
      },
      () => calls.push('ours'),
      { checkForDefaultPrevented: false },
    );
    render(<button onClick={onClick}>Go</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['theirs', 'ours']);
  });
});

describe('elementDirection', () => {
  it('reads the nearest dir attribute', () => {
    render(
      <div dir="ltr">
        <div dir="rtl">
          <button>Inner</button>
        </div>
        <button>Outer</button>
      </div>,
    );
    expect(elementDirection(screen.getByRole('button', { name: 'Inner' }))).toBe('rtl');
    expect(elementDirection(screen.getByRole('button', { name: 'Outer' }))).toBe('ltr');
  });

  it('falls back to the computed direction, ltr by default', () => {
    render(<button>Alone</button>);
    expect(elementDirection(screen.getByRole('button', { name: 'Alone' }))).toBe('ltr');
  });
});
