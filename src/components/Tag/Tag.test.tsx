import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rewardPoolTags } from '../../domain/launchpool';
import { createEarnWrapper } from '../../testing';
import { StakingTags, Tag, TagList } from './index';

const wrapper = createEarnWrapper();

describe('Tag', () => {
  it("LP-STAKE-08 a new-user-limited pool shows a 'newcomer' tag", () => {
    render(<TagList kinds={rewardPoolTags({ limitRule: 1, vipConfig: null })} aria-label="Pool tags" />, { wrapper });
    const tags = within(screen.getByRole('list', { name: 'Pool tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Newcomer']);
  });

  it('LP-STAKE-09 a pool that has vip_config shows a VIP tag', () => {
    render(<TagList kinds={rewardPoolTags({ limitRule: 0, vipConfig: {} })} aria-label="Pool tags" />, { wrapper });
    expect(screen.getByRole('listitem')).toHaveTextContent('VIP');
  });

  it("SE-VIP-05 the fixed-reward VIP label reads 'V{min}-V{max}'", () => {
    render(<Tag kind="vip" vipRange={{ min: 1, max: 5 }} />, { wrapper });
    expect(screen.getByText('V1-V5')).toBeInTheDocument();
  });

  it('HD-FIXED-03 ST-VIP-05 a VIP product shows a VIP tag, in Arabic as well', () => {
    render(<Tag kind="vip" vipRange={{ min: 2, max: 4 }} />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    expect(screen.getByText('V2-V4')).toHaveAttribute('data-variant', 'vip');
  });

  it('ST-DATA-23 tag flags new 1, hot 2 and event 4 show as New, Hot and Event', () => {
    render(<StakingTags flags={1 + 2 + 4} aria-label="Product tags" />, { wrapper });
    const tags = within(screen.getByRole('list', { name: 'Product tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['New', 'Hot', 'Event']);
  });

  it('ST-DATA-23 a flag sum of 6 shows only Hot and Event; 0 shows nothing', () => {
    const { unmount } = render(<StakingTags flags={6} />, { wrapper });
    expect(screen.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Hot', 'Event']);
    unmount();
    render(<StakingTags flags={0} />, { wrapper });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['positive', 'Holding'],
    ['caution', 'Redeeming'],
    ['info', 'System default'],
  ] as const)('HD-FIXED-04 a %s status tag reads the text it is given, in that tone', (kind, text) => {
    render(<Tag kind={kind}>{text}</Tag>, { wrapper });
    expect(screen.getByText(text)).toHaveAttribute('data-variant', kind);
  });

  it('children and the messages prop override the catalogue text', () => {
    render(
      <>
        <Tag kind="hot">Trending</Tag>
        <Tag kind="newcomer" messages={{ 'launchpool.stake.newcomer': 'First-timers' }} />
      </>,
      { wrapper },
    );
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByText('First-timers')).toBeInTheDocument();
  });
});
