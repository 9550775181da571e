import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FundsSourceChooser } from '../../src/components/FundsSourceChooser';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

// Stops the link before the provider navigates, so a story never leaves the page; the args spy sees it.
const stayOnPage = (_option: unknown, _href: string, event: { preventDefault(): void }) => event.preventDefault();

const meta = {
  title: 'Components/FundsSourceChooser',
  component: FundsSourceChooser,
  args: { coin: 'BTC', onSelect: fn(stayOnPage) },
} satisfies Meta<typeof FundsSourceChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The options' routes, in order. */
function optionHrefs(links: HTMLElement[]): string[] {
  return links.map((link) => link.getAttribute('href') ?? '');
}

/** LP-FUNDS-01, LP-ROUTE-01..05: four options on desktop, each a link to its route. */
export const Desktop: Story = {
  name: 'LP-FUNDS-01 four options on desktop, each to its route',
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('list', { name: m['kitChoices.fundsSource.label'] })).toBeVisible();
    await expect(optionHrefs(canvas.getAllByRole('link'))).toEqual([
      '/myaccount/deposit/BTC',
      '/crypto/buy?crypto=USDT',
      '/futures/USDT/BTC_USDT',
      '/trade/BTC_USDT',
    ]);
    const deposit = canvas.getAllByRole('link')[0] as HTMLElement;
    await expect(deposit).toHaveAccessibleName(expect.stringContaining(m['launchpool.fundsSource.deposit']));
    await userEvent.click(deposit);
    await expect(args.onSelect).toHaveBeenCalledWith('deposit', '/myaccount/deposit/BTC', expect.anything());
  },
};

/** LP-FUNDS-03: four placeholders on desktop while loading. */
export const Loading: Story = {
  name: 'LP-FUNDS-03 loading shows 4 placeholders on desktop',
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

/** LP-FUNDS-02: three placeholders on a phone while loading. */
export const LoadingMobile: Story = {
  name: 'LP-FUNDS-02 loading shows 3 placeholders on mobile',
  args: { loading: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  },
};

/** LP-FUNDS-09: a phone hides transfer; every option is a 44 px target. */
export const Mobile: Story = {
  name: 'LP-FUNDS-09 transfer is hidden on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(optionHrefs(links)).toEqual(['/myaccount/deposit/BTC', '/crypto/buy?crypto=USDT', '/trade/BTC_USDT']);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** LP-FUNDS-07, -08: the US site hides express buy and transfer. */
export const UsSite: Story = {
  name: 'LP-FUNDS-07 LP-FUNDS-08 the US site hides express buy and transfer',
  globals: { site: 'us' },
  play: async ({ canvas }) => {
    await expect(optionHrefs(canvas.getAllByRole('link'))).toEqual(['/myaccount/deposit/BTC', '/trade/BTC_USDT']);
  },
};

/** LP-FUNDS-04..06: compliance menu entries hide express buy and spot trade. */
export const ComplianceHidden: Story = {
  name: 'LP-FUNDS-05 LP-FUNDS-06 the compliance menu hides express and spot',
  args: { complianceMenu: ['express', 'spot'] },
  play: async ({ canvas }) => {
    await expect(optionHrefs(canvas.getAllByRole('link'))).toEqual([
      '/myaccount/deposit/BTC',
      '/futures/USDT/BTC_USDT',
    ]);
  },
};

/** The compliance check failed: no option, the error and Retry. */
export const LoadError: Story = {
  name: 'LP-FUNDS-04 the compliance check failed (error)',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: m['common.retry'] }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Every option hidden but deposit: a keyboard user reaches it with Tab and follows it with Enter. */
export const Keyboard: Story = {
  args: { complianceMenu: ['express', 'spot'] },
  globals: { site: 'us' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('deposit', '/myaccount/deposit/BTC', expect.anything());
  },
};
