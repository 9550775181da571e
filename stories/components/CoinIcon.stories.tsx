import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CoinIcon, coinIconSizeNames } from '../../src/components/CoinIcon';

// A tiny inline image, so the story needs no network.
const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f7931a"/></svg>',
  );

const meta = {
  title: 'Components/CoinIcon',
  component: CoinIcon,
  args: { coin: 'BTC' },
  argTypes: { size: { control: 'inline-radio', options: coinIconSizeNames } },
} satisfies Meta<typeof CoinIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HD-FIXED-01: the coin's image, named by its ticker. */
export const WithImage: Story = {
  name: 'HD-FIXED-01 the coin icon, named by its ticker',
  args: { src: image, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'BTC' })).toHaveAttribute('data-state', 'image');
  },
};

/** No image, a coin earnkit draws: its artwork (from @web3icons/react), loaded when it first shows. */
export const Artwork: Story = {
  args: { coin: 'ETH', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'ETH' })).toHaveAttribute('data-state', 'artwork'));
  },
};

/** No image, a coin earnkit does not draw: the first letter on a tint (also what shows while artwork loads). */
export const Letters: Story = {
  args: { coin: 'NEWT', size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'NEWT' })).toHaveTextContent('N');
  },
};

/** An image that fails to load falls back to the coin's artwork, or to the letter for a coin without one. */
export const BrokenImage: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-md)' }}>
      <CoinIcon coin="SOL" src="/no-such-icon.png" size="md" />
      <CoinIcon coin="LUMA" src="/no-such-icon.png" size="md" />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'SOL' })).toHaveAttribute('data-state', 'artwork'));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'LUMA' })).toHaveAttribute('data-state', 'letters'));
  },
};

/** Every size; artwork and the letters' tints. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-md)' }}>
      {coinIconSizeNames.map((size) => (
        <CoinIcon key={size} coin="USDT" size={size} />
      ))}
      {['BTC', 'ETH', 'GT', 'DOGE', 'NEWT', 'LUMA', 'ORBIT', 'GUSD'].map((coin) => (
        <CoinIcon key={coin} coin={coin} size="md" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'USDT' })).toHaveLength(3);
  },
};

/** Beside its written ticker the icon is decorative, so the ticker is read once. */
export const Decorative: Story = {
  render: () => (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--ek-space-xs)', color: 'var(--ek-color-text)' }}
    >
      <CoinIcon coin="USDT" decorative /> USDT
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
