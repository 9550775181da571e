import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { CoinStack } from './index';

const wrapper = createEarnWrapper();
const seven = ['BTC', 'ETH', 'USDT', 'SOL', 'GT', 'DOT', 'ADA'];

describe('CoinStack', () => {
  it("ST-CONST-01 at most 5 coins are shown in a stack; the rest read as '+N'", () => {
    const { container } = render(<CoinStack coins={seven} />, { wrapper });
    expect(container.querySelectorAll('[data-slot="coin-icon"]')).toHaveLength(5);
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('ST-CONST-01 the stack is one image named by every shown coin and how many more', () => {
    render(<CoinStack coins={seven} />, { wrapper });
    expect(screen.getByRole('img', { name: 'BTC, ETH, USDT, SOL, GT, and 2 more' })).toBeInTheDocument();
  });

  it('five coins or fewer show without a count', () => {
    render(<CoinStack coins={[{ coin: 'BTC', src: '/btc.png' }, 'ETH']} />, { wrapper });
    expect(screen.getByRole('img', { name: 'BTC and ETH' })).toBeInTheDocument();
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('the name follows the locale: Arabic joins the coins with و', () => {
    render(<CoinStack coins={seven} />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(screen.getByRole('img', { name: /BTC.*و2 أخرى/ })).toBeInTheDocument();
  });

  it('no coins render nothing', () => {
    const { container } = render(<CoinStack coins={[]} />, { wrapper });
    expect(container.querySelector('[data-slot="coin-stack"]')).toBeNull();
  });
});
