import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RATE_BASIS, RateText, rateTextSizeNames, rateTextToneNames } from '../../src/components/RateText';
import { formatPercent } from '../../src/i18n/formatRate';

const percentIn = (globals: Record<string, unknown>, fraction: string) =>
  formatPercent(fraction, { locale: globals.locale === 'ar' ? 'ar' : 'en' });

const meta = {
  title: 'Components/RateText',
  component: RateText,
  args: { rate: '0.0525', basis: RATE_BASIS.flexible },
  render: (args) => <RateText {...args} data-testid="rate" />,
  argTypes: {
    tone: { control: 'inline-radio', options: rateTextToneNames },
    size: { control: 'inline-radio', options: rateTextSizeNames },
  },
} satisfies Meta<typeof RateText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** DEC-05: a fraction shown as a percent with 2 decimals, and its label (P-47). */
export const Default: Story = {
  name: 'DEC-05 a fraction as a percent with 2 decimals',
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('rate')).toHaveTextContent(percentIn(globals, '0.0525'));
    await expect(canvas.getByTestId('rate')).toHaveTextContent(
      globals.locale === 'ar' ? 'معدل سنوي، بسيط، تقديري، صافٍ' : 'APR, simple, estimate, net',
    );
  },
};

/** Each product family's label (P-47): what the rate is, after the figure. */
export const Labels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--ek-space-sm)' }}>
      {(Object.keys(RATE_BASIS) as (keyof typeof RATE_BASIS)[]).map((name) => (
        <RateText key={name} rate="0.0525" basis={RATE_BASIS[name]} data-testid={`basis-${name}`} />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    if (globals.locale === 'ar') return;
    await expect(canvas.getByTestId('basis-dualEarn')).toHaveTextContent('APY, simple, fixed, net');
    await expect(canvas.getByTestId('basis-stakingDefi')).toHaveTextContent('before fees');
    await expect(canvas.getByTestId('basis-launchpoolCurrent')).toHaveTextContent('current');
  },
};

/** On a list row: a short label on screen ('APR · est.'), the full one read out. */
export const Compact: Story = {
  args: { compact: true, size: 'sm' },
  play: async ({ canvas, globals }) => {
    if (globals.locale !== 'ar') await expect(canvas.getByText('APR · est.')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Up and down are colour roles; a bonus carries a plus sign. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--ek-space-lg)' }}>
      <RateText rate="0.0525" basis={RATE_BASIS.fixed} data-testid="neutral" />
      <RateText rate="0.012" basis={RATE_BASIS.fixed} tone="up" signed data-testid="up" />
      <RateText rate="-0.004" basis={RATE_BASIS.wealth} tone="down" data-testid="down" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('up')).toHaveTextContent(
      formatPercent('0.012', { locale: String(globals.locale), signDisplay: 'exceptZero' }),
    );
    await expect(canvas.getByTestId('down')).toHaveAttribute('data-variant', 'down');
  },
};

/** SE-STATUS-05: sold out, the rate is greyed but still shown. */
export const SoldOut: Story = {
  name: 'SE-STATUS-05 sold out: greyed, still shown',
  args: { soldOut: true, size: 'lg' },
  play: async ({ canvas, globals }) => {
    const rate = canvas.getByTestId('rate');
    await expect(rate).toHaveTextContent(percentIn(globals, '0.0525'));
    await expect(rate).toHaveAttribute('data-disabled');
  },
};

/** The ladder form: 'Up to' the highest rate. */
export const UpTo: Story = {
  args: { rate: '0.185', upTo: true, size: 'display' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('rate')).toHaveTextContent(percentIn(globals, '0.185'));
    await expect(canvas.getByTestId('rate')).toHaveTextContent(globals.locale === 'ar' ? 'حتى' : 'Up to');
  },
};

/** A missing rate reads '--', never 0 %. */
export const Missing: Story = {
  args: { rate: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rate')).toHaveTextContent('--');
  },
};

/** Every size, from a table cell to a product card's figure. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 'var(--ek-space-lg)' }}>
      {rateTextSizeNames.map((size) => (
        <RateText key={size} rate="0.0525" basis={RATE_BASIS.flexible} size={size} data-testid={`size-${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of rateTextSizeNames) await expect(canvas.getByTestId(`size-${size}`)).toBeVisible();
  },
};
