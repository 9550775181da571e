import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { CoinIcon, coinIconTone } from './index';

const wrapper = createEarnWrapper();

describe('CoinIcon', () => {
  it('HD-FIXED-01 the coin icon is an image named by its ticker', () => {
    render(<CoinIcon coin="BTC" src="/icons/btc.png" />, { wrapper });
    const icon = screen.getByRole('img', { name: 'BTC' });
    expect(icon).toHaveAttribute('data-state', 'image');
  });

  it("a known coin without an image shows the coin's artwork, named by its ticker; the letter until it has loaded", async () => {
    render(<CoinIcon coin="eth" />, { wrapper });
    const icon = screen.getByRole('img', { name: 'ETH' });
    await waitFor(() => expect(icon).toHaveAttribute('data-state', 'artwork'));
    expect(icon.querySelector('svg')).not.toBeNull();
    // A second icon of the same coin shows the artwork at once: it is loaded once per page.
    render(<CoinIcon coin="ETH" data-testid="again" />, { wrapper });
    expect(screen.getByTestId('again')).toHaveAttribute('data-state', 'artwork');
  });

  it('an unknown coin shows its first letter, still named by the ticker', () => {
    render(<CoinIcon coin="newt" />, { wrapper });
    const icon = screen.getByRole('img', { name: 'NEWT' });
    expect(icon).toHaveTextContent('N');
    expect(icon).toHaveAttribute('data-state', 'letters');
  });

  it('a known coin shows its letter until its artwork has loaded', () => {
    render(<CoinIcon coin="dot" />, { wrapper });
    const icon = screen.getByRole('img', { name: 'DOT' });
    expect(icon).toHaveTextContent('D');
    expect(icon).toHaveAttribute('data-state', 'letters');
  });

  it('an image that fails to load falls back to the letter; a new src gets its own chance', () => {
    const { container, rerender } = render(<CoinIcon coin="NEWT" src="/icons/broken.png" />, { wrapper });
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'NEWT' })).toHaveTextContent('N');
    rerender(<CoinIcon coin="NEWT" src="/icons/newt.png" />);
    expect(screen.getByRole('img', { name: 'NEWT' })).toHaveAttribute('data-state', 'image');
  });

  it("a known coin whose image fails to load shows the coin's artwork instead", async () => {
    const { container } = render(<CoinIcon coin="SOL" src="/icons/broken.png" />, { wrapper });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(screen.getByRole('img', { name: 'SOL' })).toHaveAttribute('data-state', 'artwork'));
  });

  it('a decorative icon beside its written ticker is hidden from screen readers', () => {
    render(
      <span>
        <CoinIcon coin="USDT" decorative /> USDT
      </span>,
      { wrapper },
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a ticker always gets the same tint', () => {
    expect(coinIconTone('BTC')).toBe(coinIconTone('btc'));
    render(<CoinIcon coin="BTC" />, { wrapper });
    expect(screen.getByRole('img', { name: 'BTC' })).toHaveAttribute('data-variant', coinIconTone('BTC'));
  });
});
