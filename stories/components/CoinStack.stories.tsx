import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoinStack } from '../../src/components/CoinStack';
import { coinIconSizeNames } from '../../src/components/CoinIcon';

const meta = {
  title: 'Components/CoinStack',
  component: CoinStack,
  args: { coins: ['BTC', 'ETH', 'USDT', 'SOL', 'GT', 'DOT', 'ADA'] },
  argTypes: { size: { control: 'inline-radio', options: coinIconSizeNames } },
} satisfies Meta<typeof CoinStack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** ST-CONST-01: at most 5 coins, then '+N'. */
export const Overflow: Story = {
  name: 'ST-CONST-01 at most 5 coins, the rest as +2',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="coin-icon"]')).toHaveLength(5);
    await expect(canvas.getByText('+2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /BTC.*GT/ })).toBeVisible();
  },
};

/** A few coins, no count. */
export const Few: Story = {
  args: { coins: ['BTC', 'ETH'], size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^\+/)).not.toBeInTheDocument();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2')).toBeVisible();
  },
};
