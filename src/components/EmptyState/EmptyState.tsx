import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import * as styles from './EmptyState.css';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common);

export type EmptyStateSize = (typeof styles.emptyStateSizeNames)[number];

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The message. Default 'noRecord' (SH-ERR-05); pass another for 'No Data' or 'no results'. */
  title?: ReactNode;
  /** A sentence under the message, e.g. what to do next. */
  description?: ReactNode;
  /** An action under the text: a `Button` or a link ('Subscribe', 'Clear search'). */
  action?: ReactNode;
  /** 'default' or 'compact' (in a table cell, chart or popover). */
  size?: EmptyStateSize;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/** An empty tray: drawn, not an image, so it takes the theme's colours. */
function EmptyIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      className={styles.icon}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M6 28 12 10h24l6 18v10H6V28Z" />
      <path d="M6 28h11l2 5h10l2-5h11" />
    </svg>
  );
}

/**
 * What a list shows when it has nothing: 'noRecord' by default (SH-ERR-05, SE-HOLD-04), with an
 * optional description and action.
 */
export function EmptyState({
  title,
  description,
  action,
  size = 'default',
  messages,
  className,
  ...rest
}: EmptyStateProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <div
      {...rest}
      data-slot="empty-state"
      data-variant={size}
      className={cx(styles.root, styles.size[size], className)}
    >
      <EmptyIcon />
      <p className={styles.title}>{title ?? t('noRecord')}</p>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
