import { cx } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef } from 'react';
import * as styles from './CoinIcon.css';

export type CoinIconSize = (typeof styles.coinIconSizeNames)[number];
export type CoinIconTone = (typeof styles.coinIconToneNames)[number];

export interface CoinIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The coin's ticker ('BTC'): the icon's accessible name, and the letters shown without an image. */
  coin: string;
  /** The icon's URL (the API's `icon`). Without one, or when it fails to load, the first letter shows. */
  src?: string | null;
  /** 'sm' (24 px, default), 'md' (32 px) or 'lg' (40 px). */
  size?: CoinIconSize;
  /**
   * Hides the icon from screen readers, for an icon with the ticker written right beside it, so the
   * ticker is not read twice.
   */
  decorative?: boolean;
}

/** The tint of a ticker's letters: a stable pick from its characters, so BTC always looks the same. */
export function coinIconTone(coin: string): CoinIconTone {
  let sum = 0;
  for (const char of coin.toUpperCase()) sum += char.codePointAt(0) ?? 0;
  return styles.coinIconToneNames[sum % styles.coinIconToneNames.length] ?? 'neutral';
}

/**
 * A coin's icon: its image, or its first letter on a tint when there is no image or it fails to load.
 * Its accessible name is the ticker (`role="img"`), unless `decorative`.
 */
export function CoinIcon({ coin, src, size = 'sm', decorative = false, className, ...rest }: CoinIconProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const ticker = coin.trim().toUpperCase();
  const tone = coinIconTone(ticker);
  return (
    <span
      {...rest}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': ticker })}
      data-slot="coin-icon"
      data-state={showImage ? 'image' : 'letters'}
      data-variant={tone}
      className={cx(styles.base, styles.size[size], !showImage && styles.tone[tone], className)}
    >
      {showImage && src ? (
        <img className={styles.image} src={src} alt="" draggable={false} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{Array.from(ticker)[0] ?? ''}</span>
      )}
    </span>
  );
}
