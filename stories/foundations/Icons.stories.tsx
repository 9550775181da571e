import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CoinIcon, coinIconSizeNames } from '../../src/components/CoinIcon';
import { Inline, Stack } from '../../src/components/layout';
import { lightTokens, textStyles, vars } from '../../src/theme';

// Coins of the reference exchange: the first six have artwork, the last two keep their letter.
const coins = ['BTC', 'ETH', 'USDT', 'USDC', 'SOL', 'GT', 'NEWT', 'GUSD'];
const sizeToken = { sm: 'size.iconLg', md: 'size.controlSm', lg: 'size.controlMd' } as const;
const sizeValue = { sm: lightTokens.size.iconLg, md: lightTokens.size.controlSm, lg: lightTokens.size.controlMd };

/** Coin icons: the artwork earnkit draws, the lettered fallback, and the three sizes with their tokens. */
function IconGallery() {
  return (
    <Stack space="xl" style={{ color: vars.color.text }}>
      <Inline as="ul" space="md" aria-label="Coins" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {coins.map((coin) => (
          <li key={coin}>
            <Stack space="xs" align="center" className={textStyles.caption}>
              <CoinIcon coin={coin} size="lg" />
              <span aria-hidden>{coin}</span>
            </Stack>
          </li>
        ))}
      </Inline>
      <Inline as="ul" space="xl" aria-label="Sizes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {coinIconSizeNames.map((size) => (
          <li key={size}>
            <Inline space="sm" className={textStyles.caption}>
              <CoinIcon coin="BTC" size={size} decorative />
              <code>
                {size}: {sizeToken[size]} ({sizeValue[size]})
              </code>
            </Inline>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

const meta = { title: 'Foundations/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;

/** Coin artwork loads per coin; a coin without artwork keeps its letter, in the same box. */
export const CoinIcons: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    for (const coin of coins.slice(0, 6)) {
      await waitFor(() => expect(canvas.getByRole('img', { name: coin })).toHaveAttribute('data-state', 'artwork'));
    }
    await expect(canvas.getByRole('img', { name: 'NEWT' })).toHaveAttribute('data-state', 'letters');
    const boxes = coins.map((coin) => canvas.getByRole('img', { name: coin }).getBoundingClientRect().width);
    await expect(new Set(boxes).size).toBe(1);
  },
};
