import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StakingProducts } from '../../../src/flows/staking/products';
import {
  StakingPagesStoryFrame,
  type StakingPagesFrameParameters,
} from '../../../src/flows/staking/products/stakingPagesStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Staking/StakingProducts',
  component: StakingProducts,
  args: {},
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as StakingPagesFrameParameters;
    return (
      <StakingPagesStoryFrame globals={context.globals} backend={frame.backend} user={frame.user}>
        <StakingProducts {...args} />
      </StakingPagesStoryFrame>
    );
  },
} satisfies Meta<typeof StakingProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every product: ETH with VIP discounts, BTC whose bonus ended, SOL on two DeFi protocols, GUSD minted, bonus on. */
export const Products: Story = {
  name: 'DEC-28 products: plain, DeFi and mint tags, APR, minimum',
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('article', { name: 'SOL' })).toBeVisible();
    await expect(canvas.getAllByText(catalogueText(globals, 'stakingPages.kind.defi'))[0]).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'GUSD' })).toHaveTextContent(
      catalogueText(globals, 'stakingPages.extra.label'),
    );
  },
};

/** A search that narrows the list to SOL. */
export const Search: Story = {
  name: 'search: only the matching coin',
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('article', { name: 'ETH' });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: catalogueText(globals, 'stakingPages.search.label') }),
      'sol',
    );
    await expect(await canvas.findByRole('article', { name: 'SOL' })).toBeVisible();
  },
};

/** No product at all. */
export const Empty: Story = {
  name: 'empty: no staking products',
  parameters: { frame: { backend: { products: [] } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'stakingPages.list.empty'))).toBeVisible();
  },
};

/** The list failed to load: an error with Retry. */
export const Failed: Story = {
  name: 'error: a failed list offers Retry',
  parameters: { frame: { backend: { fail: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  name: 'loading: placeholder cards',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'stakingPages.list.loading'))).toBeInTheDocument();
  },
};

/** 375 px: one card a row. */
export const Mobile: Story = {
  name: 'mobile 375 px: cards stacked',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'ETH' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('searchbox', { name: catalogueText({ locale: 'ar' }, 'stakingPages.search.label') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'GUSD' })).toBeVisible();
  },
};
