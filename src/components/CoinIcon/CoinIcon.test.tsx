import { fireEvent, render, screen } from '@testing-library/react';
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

  it('without an image it shows the first letter, still named by the ticker', () => {
    render(<CoinIcon coin="eth" />, { wrapper });
    const icon = screen.getByRole('img', { name: 'ETH' });
    expect(icon).toHaveTextContent('E');
    expect(icon).toHaveAttribute('data-state', 'letters');
  });

  it('an image that fails to load falls back to the letter; a new src gets its own chance', () => {
    const { container, rerender } = render(<CoinIcon coin="SOL" src="/icons/broken.png" />, { wrapper });
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'SOL' })).toHaveTextContent('S');
    rerender(<CoinIcon coin="SOL" src="/icons/sol.png" />);
    expect(screen.getByRole('img', { name: 'SOL' })).toHaveAttribute('data-state', 'image');
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
