import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { CoinIcon } from './CoinIcon';

// A coin image drawn inline, so the screenshot needs no network and never changes.
const btcImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f7931a"/><path d="M11 8h7a4 4 0 0 1 0 8h-7zm0 8h8a4 4 0 0 1 0 8h-8z" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
)}`;

function Icons({ theme }: { theme: ThemeName }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme}>
      <div
        role="group"
        aria-label="Coin icons"
        style={{
          display: 'inline-grid',
          gridTemplateColumns: 'repeat(3, auto)',
          alignItems: 'center',
          gap: 'var(--ek-space-md)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <CoinIcon key={`img-${size}`} coin="BTC" src={btcImage} size={size} />
        ))}
        {(['ETH', 'USDT', 'SOL', 'NEWT', 'LUMA', 'ORBIT', 'GUSD', 'PIXEL', 'JTO'] as const).map((coin, index) => (
          <CoinIcon key={coin} coin={coin} size={(['sm', 'md', 'lg'] as const)[index % 3]} />
        ))}
      </div>
    </EarnProvider>
  );
}

// The coins above that earnkit draws (ETH, USDT, SOL, PIXEL); the rest keep their letters.
const ARTWORK_COUNT = 4;

async function imagesLoaded() {
  await Promise.all(Array.from(document.querySelectorAll('img')).map((image) => image.decode()));
  // Artwork loads per coin after the first render: the picture is taken once every drawing is in.
  await expect
    .poll(() => document.querySelectorAll('[data-slot="coin-icon"][data-state="artwork"]').length, { timeout: 10_000 })
    .toBe(ARTWORK_COUNT);
}

describe('CoinIcon look', () => {
  it('HD-FIXED-01 images, coin artwork and first-letter tints at the three sizes (light)', async () => {
    render(<Icons theme="light" />);
    await expect.element(page.getByRole('img', { name: 'BTC' }).first()).toBeVisible();
    await imagesLoaded();
    await expect.element(page.getByRole('group', { name: 'Coin icons' })).toMatchScreenshot('coin-icon-light');
  });

  it('HD-FIXED-01 the same in the dark theme', async () => {
    render(<Icons theme="dark" />);
    await expect.element(page.getByRole('img', { name: 'BTC' }).first()).toBeVisible();
    await imagesLoaded();
    await expect.element(page.getByRole('group', { name: 'Coin icons' })).toMatchScreenshot('coin-icon-dark');
  });

  it("a row is as tall with the artwork as with the letter: the drawing keeps the letter's baseline", async () => {
    const row = (coin: string) => (
      <p data-testid={`row-${coin}`} style={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: '8px' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '8px' }}>
          <CoinIcon coin={coin} decorative />
          {coin}
        </span>
        <span>500.00000000</span>
      </p>
    );
    render(
      <EarnProvider timeZone="UTC">
        {row('ETH')}
        {row('NEWT')}
      </EarnProvider>,
    );
    await expect
      .poll(() => document.querySelectorAll('[data-slot="coin-icon"][data-state="artwork"]').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const height = (coin: string) => page.getByTestId(`row-${coin}`).element().getBoundingClientRect().height;
    expect(height('ETH')).toBe(height('NEWT'));
  });
});
