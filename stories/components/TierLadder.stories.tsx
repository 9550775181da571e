import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LadderAprTable, TierLadder, VipDiscountTable } from '../../src/components/TierLadder';
import { RATE_BASIS, rateFromFraction, type Rate } from '../../src/domain/shared';
import { stripIsolates } from '../../src/i18n/bidi';
import { formatPercent } from '../../src/i18n/formatRate';
import { shownMessages } from '../../src/i18n/catalogues';

/** The messages of the locale and site the story runs in (the story tests run in English and Arabic). */
const messagesOf = (globals: Record<string, unknown>) =>
  shownMessages(String(globals.locale ?? 'en'), globals.site === 'us' ? 'us' : 'global');
const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const transactionConfig = [
  { transactionAmount: '10000', mortgageLimit: '500' },
  { transactionAmount: '50000', mortgageLimit: '2500' },
  { transactionAmount: '200000', mortgageLimit: '10000' },
];

const meta = {
  title: 'Components/TierLadder',
  component: TierLadder,
  args: { transactionConfig, userTransactionAmount: '62500.5', coin: 'BTC' },
  decorators: [(Story) => <div style={{ maxInlineSize: '480px' }}>{Story()}</div>],
} satisfies Meta<typeof TierLadder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eligibility ladder: T1..T3 with volume and cap, the user at T2, the tip for T3. */
export const Eligibility: Story = {
  name: 'LP-ELIG-02 LP-ELIG-03 LP-ELIG-04 eligibility ladder',
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const table = within(canvasElement).getByRole('table', { name: m['kitSchedules.eligibility.caption'] });
    const rows = bodyRows(table);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.slice(0, 2))).toEqual([
      'T1',
      'T2',
      'T3',
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent(m['kitSchedules.eligibility.yourTier']);
    await expect(stripIsolates(canvasElement.textContent ?? '')).toContain('137,499.50 USD');
  },
};

/** Below the first tier: nothing highlighted, the tip names T1. */
export const BelowFirstTier: Story = {
  args: { userTransactionAmount: '0' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(bodyRows(table).some((row) => row.hasAttribute('aria-current'))).toBe(false);
    await expect(stripIsolates(canvasElement.textContent ?? '')).toContain('10,000.00 USD');
  },
};

/** At the top tier the tip says so. */
export const TopTier: Story = {
  args: { userTransactionAmount: '250000' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(messagesOf(globals)['kitSchedules.eligibility.topTier'])).toBeVisible();
  },
};

/** The US site: the tip says 'commit', never 'stake' (SH-US-01). */
export const UsSite: Story = {
  name: 'SH-US-01 US site',
  globals: { site: 'us' },
  play: async ({ canvasElement, globals }) => {
    const tip = canvasElement.querySelector('[data-slot="tier-ladder-tip"]');
    await expect(stripIsolates(tip?.textContent ?? '')).toContain(
      globals.locale === 'ar' ? 'الالتزام' : 'commit up to 10,000 BTC',
    );
  },
};

/** While the pool loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A pool without tiers. */
export const Empty: Story = {
  name: 'SH-ERR-05 empty',
  args: { transactionConfig: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(messagesOf(globals).noRecord)).toBeVisible();
  },
};

/** On a phone the ladder keeps its three columns inside the screen. */
export const Mobile: Story = {
  name: 'SH-LAYOUT-01 mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerWidth,
    );
  },
};

/** The ladder-APR table of the bonus modals: amount ranges, APR and daily rate (APR / 365). */
export const LadderApr: Story = {
  name: 'SE-DATA-07 SE-CALC-01 ladder APR',
  render: () => (
    <LadderAprTable
      coin="USDT"
      basis={RATE_BASIS.fixed}
      amount="5000"
      tiers={[
        { left: '0', right: '1000', apr: rate('0.1095') },
        { left: '1000', right: '10000', apr: rate('0.0365') },
        { left: '10000', right: '-1', apr: rate('0.01') },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', {
      name: messagesOf(globals)['kitSchedules.ladder.caption'],
    });
    const cells = bodyRows(table)[0]!.querySelectorAll('th, td');
    const locale = String(globals.locale ?? 'en');
    await expect(cells[2]).toHaveTextContent(formatPercent('0.1095', { locale }));
    await expect(cells[3]).toHaveTextContent(formatPercent('0.0003', { locale, decimals: 4 }));
    // 1,000 at 10.95 % + 4,000 at 3.65 % on 5,000: 5.11 %, the exact per-tier sum / amount (P-47).
    await expect(canvasElement.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(
      formatPercent('0.0511', { locale }),
    );
  },
};

/** The VIP discount tiers of a staking product, the user's range highlighted, with the fee after discount. */
export const VipDiscounts: Story = {
  name: 'ST-VIP-01 ST-MODAL-07 VIP discount tiers',
  globals: { theme: 'vip' },
  render: () => (
    <VipDiscountTable
      tier={5}
      isCrowd={false}
      feeRate={rate('0.001')}
      vipConfig={[
        { minTier: 1, maxTier: 3, vipSale: '0.1' },
        { minTier: 4, maxTier: 7, vipSale: '0.2' },
        { minTier: 8, maxTier: 8, vipSale: '0.5' },
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const table = within(canvasElement).getByRole('table', { name: messagesOf(globals)['kitSchedules.vip.caption'] });
    const rows = bodyRows(table);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('V4-V7');
  },
};

/** A crowd-mode user sees no VIP discount panel (ST-VIP-04). */
export const VipDiscountsHiddenForCrowd: Story = {
  name: 'ST-VIP-04 hidden in crowd mode',
  render: () => <VipDiscountTable tier={5} isCrowd vipConfig={[{ minTier: 1, maxTier: 3, vipSale: '0.1' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
