import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
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
});
