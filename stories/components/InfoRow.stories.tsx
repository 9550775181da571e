import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoList, InfoRow, infoListVariantNames } from '../../src/components/InfoRow';
import { RATE_BASIS, RateText } from '../../src/components/RateText';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

function Rows({ variant }: { variant?: (typeof infoListVariantNames)[number] }) {
  return (
    <div
      style={{
        maxInlineSize: '420px',
        padding: 'var(--ek-space-lg)',
        background: 'var(--ek-color-surface)',
        borderRadius: 'var(--ek-radius-lg)',
      }}
    >
      <InfoList variant={variant} aria-label="Order details">
        <InfoRow label="Principal" amount="12500.123456789" coin="USDT" />
        <InfoRow label="Estimated interest" amount="87.5" coin="USDT" decimals={8} />
        <InfoRow label="APR" tooltip="The annual rate, paid daily.">
          <RateText rate="0.0525" basis={RATE_BASIS.flexible} />
        </InfoRow>
        <InfoRow label="Term">30 days</InfoRow>
      </InfoList>
    </div>
  );
}

const meta = {
  title: 'Components/InfoRow',
  component: Rows,
  argTypes: { variant: { control: 'inline-radio', options: infoListVariantNames } },
} satisfies Meta<typeof Rows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LP-STAKE-04 / SH-DIALOG-01: label and value rows; amounts rounded down with their ticker. */
export const Plain: Story = {
  name: 'LP-STAKE-04 SH-DIALOG-01 label/value rows',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('12,500.12345678 USDT');
  },
};

/** Divided by hairlines, as in a holding detail panel (HD-FIXED-05). */
export const Divided: Story = {
  name: 'HD-FIXED-05 a detail panel divided by hairlines',
  args: { variant: 'divided' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('87.50000000 USDT');
  },
};

/** The label's tooltip opens on keyboard focus and describes its button. */
export const WithTooltip: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `${catalogueOf(globals)['kitBasics.infoRow.moreAbout']} APR` });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('The annual rate, paid daily.');
  },
};

/** On a phone the info button is a 44 px target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'divided' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
