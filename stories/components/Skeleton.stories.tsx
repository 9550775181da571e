import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, skeletonShapeNames } from '../../src/components/Skeleton';
import { fundsSourceSkeletonCount } from '../../src/domain/shared';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/Skeleton',
  component: SkeletonGroup,
  args: { count: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapeNames } },
  decorators: [(Story) => <div style={{ maxInlineSize: '420px' }}>{Story()}</div>],
} satisfies Meta<typeof SkeletonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A loading region: 'Loading' once for screen readers, placeholders hidden from them. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent(catalogueOf(globals)['common.loading']);
    for (const placeholder of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** LP-FUNDS-02: the funds-source chooser on mobile loads with 3 placeholders. */
export const FundsSourceMobile: Story = {
  name: 'LP-FUNDS-02 3 placeholders on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { count: fundsSourceSkeletonCount(true) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  },
};

/** LP-FUNDS-03: on desktop, 4 placeholders. */
export const FundsSourceDesktop: Story = {
  name: 'LP-FUNDS-03 4 placeholders on desktop',
  args: { count: fundsSourceSkeletonCount(false) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

/** Placeholders of a card's own layout. */
export const CardLayout: Story = {
  render: (args) => (
    <SkeletonGroup {...args}>
      <div style={{ display: 'flex', gap: 'var(--ek-space-sm)', alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton shape="title" />
      </div>
      <Skeleton shape="text" />
      <Skeleton shape="text" style={{ inlineSize: '70%' }} />
      <Skeleton shape="block" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(5);
  },
};
