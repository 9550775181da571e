import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { stakingTagText } from '../../domain/staking';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate, type Translate } from '../../context';
import * as styles from './Tag.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = kitBasics;

/** A label tag: its text comes from the catalogue. */
export type TagKind = (typeof styles.tagKindNames)[number];
/** A status tag: its text is the caller's. */
export type TagStatusKind = (typeof styles.tagStatusKindNames)[number];
export type TagSize = (typeof styles.tagSizeNames)[number];

/** A VIP level range, min_vip to max_vip (SE-DATA-02). */
export interface VipRange {
  /** Lowest VIP level admitted. */ min: number;
  /** Highest VIP level admitted. */ max: number;
}

interface TagCommonProps extends ComponentPropsWithRef<'span'> {
  /** 'sm' (default) or 'md'. */
  size?: TagSize;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/** A label tag, whose text the catalogue gives. */
export interface TagLabelProps extends TagCommonProps {
  /** What the tag says: 'newcomer', 'vip', 'new', 'hot' or 'event'. */
  kind: TagKind;
  /** For a VIP tag: the level range, shown as 'V{min}-V{max}' (SE-VIP-05). Without it the tag reads 'VIP'. */
  vipRange?: VipRange;
  /** Replaces the catalogue text. */
  children?: ReactNode;
}

/** A status tag: a tone and the caller's text. */
export interface TagStatusProps extends TagCommonProps {
  /** The tone: 'positive', 'caution', 'info', 'critical' or 'neutral'. */
  kind: TagStatusKind;
  vipRange?: never;
  /** What the status reads, e.g. the catalogue's 'Holding'. */
  children: ReactNode;
}

export type TagProps = TagLabelProps | TagStatusProps;

/** The catalogue text of a tag. */
export function tagText(t: Translate, kind: TagKind, vipRange?: VipRange): string {
  switch (kind) {
    case 'newcomer':
      return t('launchpool.stake.newcomer');
    case 'vip':
      return vipRange ? t('simpleEarn.vip.range', { min: vipRange.min, max: vipRange.max }) : t('launchpool.stake.vip');
    default:
      return t(stakingTagText(kind).key);
  }
}

/** True for the tones of a status tag. */
function isStatusKind(kind: TagKind | TagStatusKind): kind is TagStatusKind {
  return (styles.tagStatusKindNames as readonly string[]).includes(kind);
}

/**
 * A short label on a product or pool: 'Newcomer' on a new-user pool (LP-STAKE-08), a VIP tag
 * (LP-STAKE-09, HD-FIXED-03, ST-VIP-05) reading 'V{min}-V{max}' when the range is known (SE-VIP-05),
 * or a staking product's New, Hot or Event flag (ST-DATA-23). With a status tone ('positive',
 * 'caution', 'info') it is a status badge with the caller's text, e.g. a fixed order's 'Holding' or
 * 'Redeeming' (HD-FIXED-04). Text, not only colour, says what it is.
 */
export function Tag({ kind, vipRange, size = 'sm', children, messages, className, ...rest }: TagProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <span
      {...rest}
      data-slot="tag"
      data-variant={kind}
      className={cx(styles.base, styles.kind[kind], styles.size[size], className)}
    >
      {children ?? (isStatusKind(kind) ? null : tagText(t, kind, vipRange))}
    </span>
  );
}
