import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { visuallyHidden } from '../../theme';
import * as styles from './Skeleton.css';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common);

export type SkeletonShape = (typeof styles.skeletonShapeNames)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** 'text' (default), 'title', 'circle' or 'block'. */
  shape?: SkeletonShape;
}

/**
 * A grey placeholder where content will appear. Hidden from screen readers (`aria-hidden`): the
 * `SkeletonGroup` around placeholders says 'Loading' once. The shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', className, ...rest }: SkeletonProps) {
  return (
    <span
      {...rest}
      aria-hidden="true"
      data-slot="skeleton"
      data-variant={shape}
      className={cx(styles.base, styles.shape[shape], className)}
    />
  );
}

export interface SkeletonGroupProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** How many placeholders of `shape` to show, e.g. `fundsSourceSkeletonCount(isMobile)` (LP-FUNDS-02/03). */
  count?: number;
  /** The shape of the repeated placeholders. Default 'block'. */
  shape?: SkeletonShape;
  /** Placeholders of your own layout instead of `count` repeated shapes. */
  children?: ReactNode;
  /** What a screen reader hears: default 'Loading' ('common.loading'). */
  label?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * A region that is loading: `role="status"` with a hidden 'Loading' label, so a screen reader hears
 * it once, and `aria-busy`; the placeholders inside are hidden from it.
 */
export function SkeletonGroup({
  count = 3,
  shape = 'block',
  children,
  label,
  messages,
  className,
  ...rest
}: SkeletonGroupProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <div {...rest} role="status" aria-busy="true" data-slot="skeleton-group" className={cx(styles.group, className)}>
      <span className={visuallyHidden}>{label ?? t('common.loading')}</span>
      {children ?? Array.from({ length: Math.max(0, count) }, (_, index) => <Skeleton key={index} shape={shape} />)}
    </div>
  );
}
