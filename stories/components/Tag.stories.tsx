import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StakingTags, Tag, TagList, tagKindNames, tagSizeNames } from '../../src/components/Tag';
import { rewardPoolTags } from '../../src/domain/launchpool';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { kind: 'newcomer' },
  argTypes: {
    kind: { control: 'inline-radio', options: tagKindNames },
    size: { control: 'inline-radio', options: tagSizeNames },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LP-STAKE-08: a new-user pool's tag. */
export const Newcomer: Story = {
  name: "LP-STAKE-08 a new-user pool shows 'newcomer'",
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals)['launchpool.stake.newcomer'])).toBeVisible();
  },
};

/** SE-VIP-05: the VIP label reads V{min}-V{max}. */
export const VipRange: Story = {
  name: 'SE-VIP-05 the VIP label reads V1-V5',
  args: { kind: 'vip', vipRange: { min: 1, max: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('V1-V5')).toBeVisible();
  },
};

/** LP-STAKE-08/09: a pool's tags from the domain. */
export const PoolTags: Story = {
  name: 'LP-STAKE-09 a pool with vip_config shows a VIP tag',
  render: () => <TagList kinds={rewardPoolTags({ limitRule: 1, vipConfig: {} })} aria-label="Pool tags" />,
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      catalogueOf(globals)['launchpool.stake.newcomer'],
      catalogueOf(globals)['launchpool.stake.vip'],
    ]);
  },
};

/** ST-DATA-23: a staking product's flags new 1, hot 2, event 4. */
export const StakingFlags: Story = {
  name: 'ST-DATA-23 flags 7 show New, Hot and Event',
  render: () => <StakingTags flags={7} aria-label="Product tags" size="md" />,
  play: async ({ canvas, globals }) => {
    const text = catalogueOf(globals);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      text['staking.tag.new'],
      text['staking.tag.hot'],
      text['staking.tag.event'],
    ]);
  },
};

/** HD-FIXED-04: status tags carry the caller's text in a tone: a fixed order's Holding or Redeeming, a plain fact. */
export const StatusKinds: Story = {
  name: 'HD-FIXED-04 status tags: Holding, Redeeming and System default',
  render: (_args, { globals }) => {
    const text = catalogueOf(globals);
    return (
      <div style={{ display: 'flex', gap: 'var(--ek-space-sm)' }}>
        <Tag kind="positive">{text['simpleEarn.order.holding']}</Tag>
        <Tag kind="caution">{text['simpleEarn.order.redeeming']}</Tag>
        <Tag kind="info" size="md">
          {text['holdingsFlows.detail.systemDefault']}
        </Tag>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = catalogueOf(globals);
    await expect(canvas.getByText(text['simpleEarn.order.holding'])).toBeVisible();
    await expect(canvas.getByText(text['simpleEarn.order.redeeming'])).toBeVisible();
    await expect(canvas.getByText(text['holdingsFlows.detail.systemDefault'])).toBeVisible();
  },
};

/** On the US site tags read the same. */
export const UsSite: Story = {
  globals: { site: 'us' },
  render: () => <TagList kinds={['newcomer', 'vip']} aria-label="Pool tags" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
