import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Shows 'Failed' with a Retry that renders its children afresh. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    );
  }
}

describe('lazyComponent', () => {
  it('renders at once, in the first render, once its code is in', async () => {
    const Page = lazyComponent(() => Promise.resolve(Greeting));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Alice" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Alice')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the nearest fallback until code it did not have yet comes in', async () => {
    const Page = lazyComponent(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Bob" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
  });

  it('loads its code once however often it is preloaded or shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyComponent(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page name="Carol" />);
    expect(screen.getByText('Hello Carol')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Page = lazyComponent(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
    render(<Page name="Dan" />);
    expect(screen.getByText('Hello Dan')).toBeInTheDocument();
  });

  it('a render whose load failed loads afresh when rendered again, not the failure kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Page = lazyComponent(load);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Erin" />
        </Suspense>
      </Boundary>,
    );
    // React renders once more after an error before it reaches the boundary; either way the next render loads.
    await waitFor(() =>
      expect(screen.queryByText('Hello Erin') ?? screen.queryByRole('button', { name: 'Retry' })).not.toBeNull(),
    );
    const retry = screen.queryByRole('button', { name: 'Retry' });
    if (retry) act(() => retry.click());
    expect(await screen.findByText('Hello Erin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
