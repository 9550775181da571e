import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useEarn, useFormat } from '../../src/context';
import { amountText, textStyleNames, textStyles, vars, type TextStyleName } from '../../src/theme';

// Sample lines per step; Arabic so the right-to-left run shows real Arabic text at every size.
const samples: Record<'en' | 'ar', Record<TextStyleName, string>> = {
  en: {
    display: 'Total holdings',
    figure: '5.25%',
    title: 'Subscribe to USDT Simple Earn',
    heading: 'Flexible products',
    body: 'Interest starts the next day at 00:00 UTC and is paid daily.',
    label: 'Available balance',
    caption: 'Rates are estimates and may change.',
  },
  ar: {
    display: 'إجمالي الحيازات',
    figure: '5.25%',
    title: 'الاشتراك في الربح البسيط لـ USDT',
    heading: 'المنتجات المرنة',
    body: 'تبدأ الفائدة في اليوم التالي عند 00:00 بالتوقيت العالمي وتُدفع يوميًا.',
    label: 'الرصيد المتاح',
    caption: 'الأسعار تقديرية وقد تتغير.',
  },
};

/** Every step of the type scale, with its size token. */
function TypeScale() {
  const { locale } = useEarn();
  const text = locale.startsWith('ar') ? samples.ar : samples.en;
  return (
    <section aria-label="Type scale">
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: vars.space.md,
          margin: 0,
          color: vars.color.text,
        }}
      >
        {textStyleNames.map((name) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt className={textStyles.caption}>
              <code>{name}</code>
            </dt>
            <dd className={textStyles[name]} style={{ margin: 0 }}>
              {text[name]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// Beyond 2^53 and with more than 8 decimals, to show nothing is lost or rounded up.
const amounts = [
  { coin: 'BTC', amount: '0.000000019' },
  { coin: 'USDT', amount: '1234.5' },
  { coin: 'ETH', amount: '0.000000009' },
  { coin: 'GT', amount: '123456789012345678.123456789' },
] as const;

/** Amounts in tabular numerals, each isolated in <bdi> so a right-to-left page never reorders its digits. */
function AmountColumn() {
  const format = useFormat();
  return (
    <table
      aria-label="Amounts"
      style={{ borderCollapse: 'collapse', color: vars.color.text, background: vars.color.surface }}
    >
      <thead>
        <tr className={textStyles.label}>
          <th scope="col" style={{ textAlign: 'start', padding: vars.space.sm }}>
            Coin
          </th>
          <th scope="col" style={{ textAlign: 'end', padding: vars.space.sm }}>
            Amount
          </th>
          <th scope="col" style={{ textAlign: 'end', padding: vars.space.sm }}>
            APR
          </th>
        </tr>
      </thead>
      <tbody className={textStyles.body}>
        {amounts.map(({ coin, amount }, row) => (
          <tr key={coin} style={{ borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` }}>
            <th scope="row" style={{ textAlign: 'start', padding: vars.space.sm, fontWeight: vars.fontWeight.medium }}>
              {coin}
            </th>
            <td style={{ textAlign: 'end', padding: vars.space.sm }}>
              <bdi className={amountText} data-testid={`amount-${coin}`}>
                {format.amount(amount)}
              </bdi>
            </td>
            <td style={{ textAlign: 'end', padding: vars.space.sm }}>
              <bdi className={amountText}>{format.percent(['0.0525', '0.1', '0.00125', '1.2'][row])}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Typography() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TypeScale />
      <AmountColumn />
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  // '5.25%' is a sample of the figure style, not a product's rate (P-47).
  parameters: { percentSamples: true },
} satisfies Meta<typeof Typography>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SH-CONST-08 the type scale and an amount column: tabular numerals, exact digits, isolated in <bdi>. */
export const Scale: Story = {};

/**
 * SH-CONST-08 amounts keep every digit, rounded down to 8 decimals, with Latin digits in every locale (SH-LOCALE-01).
 */
export const ExactAmounts: Story = {
  render: () => <AmountColumn />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('amount-GT')).toHaveTextContent('123,456,789,012,345,678.12345678');
    await expect(canvas.getByTestId('amount-BTC')).toHaveTextContent('0.00000001');
    await expect(canvas.getByTestId('amount-USDT')).toHaveTextContent('1,234.50000000');
  },
};

/** SH-CONST-09 a positive amount below 0.00000001 reads '<0.00000001', never 0. */
export const BelowMinimumAmount: Story = {
  render: () => <AmountColumn />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('amount-ETH')).toHaveTextContent('<0.00000001');
  },
};

/** SH-LOCALE-01 amounts are in <bdi> with tabular numerals, so columns align and RTL never reorders digits. */
export const TabularNumerals: Story = {
  render: () => <AmountColumn />,
  play: async ({ canvas }) => {
    const amount = canvas.getByTestId('amount-USDT');
    await expect(amount.tagName).toBe('BDI');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** SH-LOCALE-01 every step of the type scale, in the story's locale and direction. */
export const TypeScaleSteps: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Type scale' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(textStyleNames.length);
    for (const name of textStyleNames) await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** Every figure in tabular numerals: the themed root sets them, so a count not marked `amountText` aligns too. */
export const TabularEverywhere: Story = {
  render: () => (
    <p className={textStyles.body} style={{ margin: 0, color: vars.color.text }} data-testid="plain-figure">
      1,111.11 / 8,888.88
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('plain-figure')).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** The APR is the emphasised figure: the `figure` step, bold, tabular, in the `figure` colour role. */
export const EmphasisedFigure: Story = {
  render: () => (
    <p style={{ margin: 0, background: vars.color.surface }}>
      <bdi className={textStyles.figure} data-testid="apr">
        5.25%
      </bdi>{' '}
      <span className={textStyles.caption}>APR</span>
    </p>
  ),
  play: async ({ canvas }) => {
    const apr = getComputedStyle(canvas.getByTestId('apr'));
    const probe = document.createElement('span');
    probe.style.color = 'var(--ek-color-figure)';
    canvas.getByTestId('apr').append(probe);
    await expect(apr.color).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(apr.fontVariantNumeric).toBe('tabular-nums');
    await expect(Number(apr.fontWeight)).toBeGreaterThanOrEqual(600);
  },
};
