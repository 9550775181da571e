import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

function Dialog({ open }: { open?: boolean }) {
  return open ? <div role="dialog" aria-label="Settings" /> : null;
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing until it first opens', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyDialog(load);
    const { rerender } = render(<Lazy open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Lazy open />);
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog preloaded on hover or focus opens in the render that opens it', async () => {
    const Lazy = lazyDialog(() => Promise.resolve(Dialog));
    const { rerender } = render(<Lazy open={false} />);
    await Lazy.preload();
    rerender(<Lazy open />);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });
});
