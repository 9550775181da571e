import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { Button } from '../Button';
import * as emptyStyles from '../EmptyState/EmptyState.css';
import type { EmptyStateSize } from '../EmptyState';
import * as styles from './ErrorState.css';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common);

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What went wrong. Default 'Networkerr' (LP-ERR-06): the data could not be loaded. */
  message?: ReactNode;
  /** Loads again. Without it there is no Retry button. */
  onRetry?: () => void;
  /** True while the retry is loading: the button is busy and ignores clicks. */
  retrying?: boolean;
  /** 'default' or 'compact' (in a table cell, chart or popover). */
  size?: EmptyStateSize;
  /** Overrides for this component's strings ('Networkerr', 'common.retry'). */
  messages?: MessageOverrides;
}

/** A cloud with a slash: drawn, so it takes the theme's colours. */
function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      className={styles.icon}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 36h22a8 8 0 0 0 1-15.9A12 12 0 0 0 13.6 18 9 9 0 0 0 14 36Z" />
      <path d="M8 8l32 32" />
    </svg>
  );
}

/**
 * What a region shows when its data failed to load: 'Networkerr' (LP-ERR-06) and a Retry button. It is
 * an alert, so a screen reader hears the failure when it replaces the content.
 */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  size = 'default',
  messages,
  className,
  ...rest
}: ErrorStateProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <div
      {...rest}
      role="alert"
      data-slot="error-state"
      data-variant={size}
      className={cx(emptyStyles.root, emptyStyles.size[size], className)}
    >
      <ErrorIcon />
      <p className={styles.message}>{message ?? t('Networkerr')}</p>
      {onRetry ? (
        <div className={emptyStyles.action}>
          <Button variant="secondary" size={size === 'compact' ? 'sm' : 'md'} loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
