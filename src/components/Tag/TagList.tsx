import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { stakingTags } from '../../domain/staking';
import type { MessageOverrides } from '../../i18n/resolve';
import { Tag, type TagKind, type TagSize, type VipRange } from './Tag';
import * as styles from './Tag.css';

export interface TagListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The tags, in the order shown; for a launchpool pool, the domain's `rewardPoolTags(pool)`. */
  kinds: readonly TagKind[];
  /** The VIP range for a 'vip' tag. */
  vipRange?: VipRange;
  /** Size of every tag. Default 'sm'. */
  size?: TagSize;
  /** Overrides for the tags' strings. */
  messages?: MessageOverrides;
}

/** Several tags as a list, so a screen reader says how many there are. Renders nothing when empty. */
export function TagList({ kinds, vipRange, size, messages, className, ...rest }: TagListProps) {
  if (kinds.length === 0) return null;
  return (
    <ul {...rest} data-slot="tag-list" className={cx(styles.list, className)}>
      {kinds.map((kind) => (
        <li key={kind}>
          <Tag kind={kind} vipRange={vipRange} size={size} messages={messages} />
        </li>
      ))}
    </ul>
  );
}

export interface StakingTagsProps extends Omit<TagListProps, 'kinds' | 'vipRange'> {
  /** The product's tag flags, a sum of new 1, hot 2 and event 4 (ST-DATA-23). */
  flags: number;
}

/** A staking product's tags from its flag sum (ST-DATA-23), in the order new, hot, event. */
export function StakingTags({ flags, ...rest }: StakingTagsProps) {
  return <TagList kinds={stakingTags(flags)} {...rest} />;
}
