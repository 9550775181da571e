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

/** A product's row (a table row, or a card on a phone): where its coin's link is. */
async function productRow(
  canvas: { findByRole: (role: 'link', options: { name: string }) => Promise<HTMLElement> },
  coin: string,
) {
  return (await canvas.findByRole('link', { name: coin })).closest('tr, li') as HTMLElement;
}

/**
 * Every product, one row each: ETH with VIP discounts, BTC whose bonus ended, SOL on two DeFi protocols, GUSD minted
 * with its bonus on; each with its Stake (Mint for GUSD).
 */
export const Products: Story = {
  name: 'DEC-28 products: plain, DeFi and mint tags, APR, minimum',
  play: async ({ canvas, globals }) => {
    const sol = await productRow(canvas, 'SOL');
    await expect(sol).toBeVisible();
    await expect(canvas.getAllByText(catalogueText(globals, 'stakingPages.kind.defi'))[0]).toBeVisible();
    await expect(await productRow(canvas, 'GUSD')).toHaveTextContent(
      catalogueText(globals, 'stakingPages.extra.label'),
    );
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'stakingPages.action.stakeName', { coin: 'ETH' }) }),
    ).toBeVisible();
  },
};

/** Highest APR first: SOL's 'Up to' rate heads the list. */
export const SortedByApr: Story = {
  name: 'sort: highest APR first',
  play: async ({ canvas, globals }) => {
    await productRow(canvas, 'ETH');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: catalogueText(globals, 'stakingPages.sort.label') }),
      catalogueText(globals, 'stakingPages.sort.aprHigh'),
    );
    const first = canvas.getAllByRole('link')[0];
    await expect(first).toHaveAccessibleName('SOL');
  },
};

/** A search that narrows the list to SOL. */
export const Search: Story = {
  name: 'search: only the matching coin',
  play: async ({ canvas, globals }) => {
    await productRow(canvas, 'ETH');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: catalogueText(globals, 'stakingPages.search.label') }),
      'sol',
    );
    await expect(await productRow(canvas, 'SOL')).toBeVisible();
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

/** 375 px: one card a product, each with its Stake. */
export const Mobile: Story = {
  name: 'mobile 375 px: cards stacked',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const eth = await productRow(canvas, 'ETH');
    await expect(eth.tagName).toBe('LI');
    await expect(eth).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'stakingPages.action.stakeName', { coin: 'ETH' }) }),
    ).toBeVisible();
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
    await expect(await productRow(canvas, 'GUSD')).toBeVisible();
  },
};
