import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimpleEarnProducts } from '../../src/flows/products';
import { manyMarketItems, type ProductsBackendOptions } from '../../src/flows/products/productsFixtures.testing';
import { ProductsStoryFrame } from '../../src/flows/products/productsStoryFrame.testing';
import type { EarnUser } from '../../src/context';
import { catalogueText } from '../components/storyCatalogue';

interface FrameParameters {
  /** What the fake exchange answers. */
  backend?: ProductsBackendOptions;
  /** Who is looking. */
  user?: EarnUser;
}

const meta = {
  title: 'Flows/SimpleEarnProducts',
  component: SimpleEarnProducts,
  args: { onSubscribe: fn() },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as FrameParameters;
    return (
      <ProductsStoryFrame
        globals={context.globals}
        {...(frame.backend ? { backend: frame.backend } : {})}
        {...(frame.user ? { user: frame.user } : {})}
      >
        <SimpleEarnProducts {...args} />
      </ProductsStoryFrame>
    );
  },
} satisfies Meta<typeof SimpleEarnProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

const vipUser = (vipLevel: number): EarnUser => ({ kind: 'user', name: 'Story', vipLevel, verified: true });

/** Chooses a coin's term chip, as a user does before the coin's Subscribe. */
async function chooseTerm(
  canvas: ReturnType<typeof within>,
  globals: Record<string, unknown>,
  coin: string,
  term: string | RegExp,
) {
  const chips = await canvas.findByRole('radiogroup', {
    name: catalogueText(globals, 'simpleEarnHome.terms.of', { coin }),
  });
  await userEvent.click(within(chips).getByRole('radio', { name: term }));
}

/** '{days} days' in the story's language. */
const days = (globals: Record<string, unknown>, count: number) =>
  catalogueText(globals, 'simpleEarnHome.term.days', { days: count });

/**
 * One row per coin: its APR range, its terms as chips (a sold-out term, a VIP term, a special one) and one
 * Subscribe for the chosen term.
 */
export const Loaded: Story = {
  name: 'SE-ROUTE-01 SE-STATUS-05 SE-VIP-05 loaded: a row per coin with its APR range and term chips',
  parameters: { frame: { user: vipUser(0) } },
  play: async ({ canvas, globals, args }) => {
    const table = await canvas.findByRole('table', { name: catalogueText(globals, 'simpleEarnHome.list.label') });
    await within(table).findByText('BTC');
    await expect(within(table).getByText('V1-V3')).toBeVisible();
    await chooseTerm(canvas, globals, 'BTC', new RegExp(`^${days(globals, 90)}`));
    await expect(
      within(table).getByRole('button', {
        name: catalogueText(globals, 'simpleEarnHome.soldOut.fixedName', { coin: 'BTC', days: 90 }),
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(table).getByRole('button', {
        name: catalogueText(globals, 'simpleEarnHome.subscribe.flexibleName', { coin: 'ETH' }),
      }),
    );
    await expect(args.onSubscribe).toHaveBeenCalledWith({ asset: 'ETH', kind: 'flexible' });
  },
};

/** Skeleton rows while the lists load. */
export const Loading: Story = {
  name: 'SE-ROUTE-01 loading: skeleton rows',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole('table', { name: catalogueText(globals, 'simpleEarnHome.list.label') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** No products: 'noRecord'. */
export const Empty: Story = {
  name: 'SH-ERR-05 empty: noRecord',
  parameters: { frame: { backend: { market: [], fixed: {} } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'))).toBeVisible();
  },
};

/** The lists failed: an error with Retry. */
export const Failed: Story = {
  name: 'SE-ROUTE-01 error: a failed load offers Retry',
  parameters: { frame: { backend: { fail: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') })).toBeVisible();
  },
};

/** A VIP 2 user: the V1-V3 product is open to them. */
export const VipUser: Story = {
  name: 'SE-PROD-04 VIP user: a product within the range can be subscribed',
  parameters: { frame: { user: vipUser(2) } },
  play: async ({ canvas, globals }) => {
    await chooseTerm(canvas, globals, 'USDT', new RegExp(`^${days(globals, 60)}`));
    const subscribe = await canvas.findByRole('button', {
      name: catalogueText(globals, 'simpleEarnHome.subscribe.fixedName', { coin: 'USDT', days: 60 }),
    });
    await expect(subscribe).toBeEnabled();
  },
};

/** A VIP 0 user: the V1-V3 product says how to upgrade, and Upgrade opens the guide. */
export const BelowVipRange: Story = {
  name: 'SE-VIP-03 SE-VIP-01 below the VIP range: upgrade message and guide',
  parameters: { frame: { user: vipUser(0) } },
  play: async ({ canvas, canvasElement, globals }) => {
    await chooseTerm(canvas, globals, 'USDT', new RegExp(`^${days(globals, 60)}`));
    await userEvent.click(
      await canvas.findByRole('button', { name: catalogueText(globals, 'simpleEarnHome.vip.upgrade') }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const guide = await body.findByRole('dialog', {
      name: catalogueText(globals, 'simpleEarnHome.vipGuide.title', { level: 1 }),
    });
    await expect(
      within(guide).getByRole('link', { name: catalogueText(globals, 'simpleEarnHome.vipGuide.action') }),
    ).toHaveAttribute('href', '/vip?upTo=1');
  },
};

/** A guest sees every product and rate; Subscribe still reports. */
export const Guest: Story = {
  name: 'guest: products and rates, Subscribe reports',
  play: async ({ canvas, globals, args }) => {
    await chooseTerm(canvas, globals, 'USDT', new RegExp(`^${days(globals, 60)}`));
    const subscribe = await canvas.findByRole('button', {
      name: catalogueText(globals, 'simpleEarnHome.subscribe.fixedName', { coin: 'USDT', days: 60 }),
    });
    await userEvent.click(subscribe);
    await expect(args.onSubscribe).toHaveBeenCalledWith({ asset: 'USDT', kind: 'fixed', productId: 21 });
  },
};

/** Below 768 px the list is card rows with infinite scroll. */
export const Mobile: Story = {
  name: 'Mobile: card rows',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { frame: { backend: { market: manyMarketItems(14), fixed: {} } } },
  play: async ({ canvas, globals }) => {
    const list = await canvas.findByRole('list', { name: catalogueText(globals, 'simpleEarnHome.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(10));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** At 375 px each coin is a card: the coin and its APR range, a row of term chips, the chosen rate and Subscribe. */
export const MobileTerms: Story = {
  name: 'SE-ROUTE-01 mobile 375 px: a card per coin with its term chips and one Subscribe',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { frame: { user: vipUser(0) } },
  play: async ({ canvas, globals, args }) => {
    const list = await canvas.findByRole('list', { name: catalogueText(globals, 'simpleEarnHome.list.label') });
    await within(list).findByText('USDT');
    await chooseTerm(canvas, globals, 'USDT', days(globals, 7));
    await userEvent.click(
      canvas.getByRole('button', {
        name: catalogueText(globals, 'simpleEarnHome.subscribe.fixedName', { coin: 'USDT', days: 7 }),
      }),
    );
    await expect(args.onSubscribe).toHaveBeenCalledWith({ asset: 'USDT', kind: 'fixed', productId: 13 });
  },
};

/**
 * 'Up to' opens the bonus tiers with an amount field (issue 17, P-47): the amount typed shows its part in each tier,
 * the blended rate it earns and the estimate, as the subscribe dialog does for the same amount.
 */
export const LadderWithAmount: Story = {
  name: 'bonus tiers with an amount: its blended rate and estimate',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: catalogueText(globals, 'simpleEarnHome.ladder.flexibleName', { coin: 'BTC' }),
      }),
    );
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: catalogueText(globals, 'kitSchedules.ladderModal.title') });
    await userEvent.type(within(dialog).getByRole('textbox'), '3');
    await waitFor(() => expect(dialog.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(/2\.58/));
  },
};
