import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  TermSelector,
  termOptionFromFixedProduct,
  termOptionFromFlexibleProduct,
} from '../../src/components/TermSelector';
import {
  bonusLadder,
  fixedProduct,
  flexibleProduct,
  ladderOf,
} from '../../src/components/TermSelector/termSelector.testing';
import { FixedProductType, SaleStatus } from '../../src/domain/simpleEarn/constants';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);
const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? 'ar' : 'en');
/** '30 days' as the card writes it, in the story's locale. */
const daysIn = (globals: Record<string, unknown>, days: number) =>
  new Intl.NumberFormat(localeOf(globals), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    numberingSystem: 'latn',
  }).format(days);
const card = (days: number, globals: Record<string, unknown>) => new RegExp(`^${daysIn(globals, days)}`);

const terms = [
  termOptionFromFlexibleProduct(flexibleProduct('0.021')),
  termOptionFromFixedProduct(fixedProduct(30, '0.0525')),
  termOptionFromFixedProduct(fixedProduct(90, '0.08', { saleStatus: SaleStatus.soldOut })),
  termOptionFromFixedProduct(fixedProduct(180, '0.12', { type: FixedProductType.vip, minVip: 1, maxVip: 5 })),
];

const meta = {
  title: 'Components/TermSelector',
  component: TermSelector,
  args: { options: terms, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '560px' }}>{Story()}</div>],
} satisfies Meta<typeof TermSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SE-SUB-01: term cards with rate and term; a click selects. */
export const Default: Story = {
  name: 'SE-SUB-01 term cards with their rate and term',
  play: async ({ canvas, userEvent, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: catalogueOf(globals)['kitBasics.term.label'] });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: card(30, globals) }));
    await expect(canvas.getByRole('radio', { name: card(30, globals) })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('30');
  },
};

/** The arrow keys follow the reading direction: in Arabic ArrowLeft goes to the next term. */
export const Keyboard: Story = {
  args: { defaultValue: '30' },
  play: async ({ canvas, userEvent, globals }) => {
    const rtl = canvas.getByRole('radiogroup').closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: card(30, globals) })).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: card(90, globals) })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: card(30, globals) })).toBeChecked();
  },
};

/** SE-STATUS-05: a sold-out term is greyed, keeps its rate and can be chosen (SE-SUB-05). */
export const SoldOut: Story = {
  name: 'SE-STATUS-05 a sold-out term is greyed and keeps its rate',
  args: { defaultValue: '90' },
  play: async ({ canvas, globals }) => {
    const soldOut = canvas.getByRole('radio', { name: card(90, globals) });
    await expect(soldOut).toBeChecked();
    await expect(soldOut).toHaveTextContent(catalogueOf(globals)['simpleEarn.subscribe.soldOut']);
    await expect(soldOut.querySelector('[data-slot="rate-text"]')).toHaveAttribute('data-disabled');
  },
};

/** SE-VIP-05: a VIP term carries V{min}-V{max}. */
export const Vip: Story = {
  name: 'SE-VIP-05 a VIP term shows V1-V5',
  args: { defaultValue: '180' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', { name: card(180, globals) })).toHaveTextContent('V1-V5');
  },
};

/** Ladder and bonus badges; the flexible card reads 'Up to' (HD-CALC-04). */
export const LadderAndBonus: Story = {
  name: 'HD-CALC-04 ladder and bonus badges, Up to the best rate',
  args: {
    options: [
      termOptionFromFlexibleProduct(flexibleProduct('0.021', bonusLadder)),
      termOptionFromFixedProduct(
        fixedProduct(60, '0.06', { ladderApr: ladderOf([{ left: '0', right: '100', apr: '0.2' }]), bonusAsset: 'BTC' }),
      ),
    ],
    defaultValue: '0',
  },
  play: async ({ canvas, globals }) => {
    const text = catalogueOf(globals);
    const flexible = canvas.getByRole('radio', { name: new RegExp(`^${text['kitBasics.term.flexible']}`) });
    await expect(flexible).toHaveTextContent(text['kitBasics.badge.ladder']);
    await expect(flexible).toHaveTextContent('12.10');
  },
};

/** Loading: placeholder cards, 'Loading' once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent(catalogueOf(globals)['common.loading']);
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** No terms: 'noRecord'. */
export const Empty: Story = {
  name: "SH-ERR-05 no terms show 'noRecord'",
  args: { options: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals).noRecord)).toBeVisible();
  },
};

/** A disabled term is skipped and cannot be chosen. */
export const Disabled: Story = {
  args: { options: [terms[1]!, { ...terms[3]!, disabled: true }, terms[0]!], defaultValue: '30' },
  play: async ({ canvas, userEvent, globals }) => {
    const disabled = canvas.getByRole('radio', { name: card(180, globals) });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(disabled).not.toBeChecked();
  },
};

/** The US site reads the same. */
export const UsSite: Story = {
  globals: { site: 'us' },
  args: { defaultValue: '0' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

/** On a phone every card is at least a 44 px target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: '30' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
