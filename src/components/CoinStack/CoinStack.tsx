import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { MAX_STACKED_COINS, coinStack } from '../../domain/staking';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { amountText } from '../../theme';
import { CoinIcon, type CoinIconSize } from '../CoinIcon';
import * as styles from './CoinStack.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitBasics);

/** One coin of a stack: its ticker, and its icon URL when known. */
export interface StackedCoin {
  /** The ticker. */ coin: string;
  /** The icon URL; the first letter shows without one. */ src?: string | null;
}

export interface CoinStackProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The coins, most important first: tickers, or tickers with icon URLs. */
  coins: readonly (string | StackedCoin)[];
  /** At most this many icons show (ST-CONST-01: 5); the rest become '+N'. */
  max?: number;
  /** Icon size. Default 'sm'. */
  size?: CoinIconSize;
  /** Overrides for this component's strings ('kitBasics.coinStack.more'). */
  messages?: MessageOverrides;
}

/**
 * Overlapping coin icons, as for the reward coins of a DeFi staking product: at most 5 (ST-CONST-01),
 * the rest counted as '+N'. One image to a screen reader, named by every coin: 'BTC, ETH and 2 more'.
 */
export function CoinStack({
  coins,
  max = MAX_STACKED_COINS,
  size = 'sm',
  messages,
  className,
  ...rest
}: CoinStackProps) {
  const t = useTranslate(messages, defaultMessages);
  const { locale } = useEarn();
  const all = coins.map((entry) => (typeof entry === 'string' ? { coin: entry } : entry));
  const { visible, hiddenCount } = coinStack(
    all.map((entry) => entry.coin),
    max,
  );
  const shown = all.slice(0, visible.length);
  const names = shown.map((entry) => entry.coin.trim().toUpperCase());
  if (hiddenCount > 0) names.push(t('kitBasics.coinStack.more', { count: hiddenCount }));
  const label = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(names);
  if (shown.length === 0) return null;
  return (
    <span {...rest} role="img" aria-label={label} data-slot="coin-stack" className={cx(styles.root, className)}>
      {shown.map((entry, index) => (
        <span key={`${entry.coin}-${index}`} className={styles.item}>
          <CoinIcon coin={entry.coin} src={entry.src} size={size} decorative />
        </span>
      ))}
      {hiddenCount > 0 ? (
        <span className={cx(styles.item, styles.more, styles.moreSize[size], amountText)} aria-hidden="true">
          <bdi>+{hiddenCount}</bdi>
        </span>
      ) : null}
    </span>
  );
}
