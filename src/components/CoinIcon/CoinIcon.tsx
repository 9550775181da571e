import { cx } from 'class-variance-authority';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import * as styles from './CoinIcon.css';
import { renderArtwork, type ArtworkNode } from './artworkNode';
import { coinArtwork } from './coinArtwork';

export type CoinIconSize = (typeof styles.coinIconSizeNames)[number];
export type CoinIconTone = (typeof styles.coinIconToneNames)[number];

export interface CoinIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The coin's ticker ('BTC'): the icon's accessible name, and the letters shown without an image. */
  coin: string;
  /**
   * The icon's URL (the API's `icon`). Without one, or when it fails to load, the coin's artwork shows (for the
   * coins earnkit draws), else its first letter.
   */
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

// Artwork already loaded on this page, by ticker: a second icon of a coin draws it at once, with no letter first.
const loadedArtwork = new Map<string, readonly ArtworkNode[]>();

/**
 * The coin's artwork once it has loaded, when it is wanted (no image to show) and earnkit draws the coin;
 * otherwise undefined, and the letter shows in the same box meanwhile, so nothing moves when it arrives.
 */
function useCoinArtwork(ticker: string, wanted: boolean): readonly ArtworkNode[] | undefined {
  const [loaded, setLoaded] = useState<{ ticker: string; artwork: readonly ArtworkNode[] } | null>(null);
  const load = wanted ? coinArtwork[ticker] : undefined;
  useEffect(() => {
    if (!load || loadedArtwork.has(ticker)) return;
    let current = true;
    load().then(
      (module) => {
        loadedArtwork.set(ticker, module.default);
        if (current) setLoaded({ ticker, artwork: module.default });
      },
      // A drawing that cannot load (offline, a failed chunk) leaves the letter, which is still the coin's name.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, ticker]);
  if (!load) return undefined;
  return loadedArtwork.get(ticker) ?? (loaded?.ticker === ticker ? loaded.artwork : undefined);
}

/**
 * A coin's icon: its image; else the coin's artwork (loaded per coin, for the coins earnkit draws); else its
 * first letter on a tint, which also shows while the artwork loads. Its accessible name is the ticker
 * (`role="img"`), unless `decorative`.
 */
export function CoinIcon({ coin, src, size = 'sm', decorative = false, className, ...rest }: CoinIconProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const ticker = coin.trim().toUpperCase();
  const tone = coinIconTone(ticker);
  const artwork = useCoinArtwork(ticker, !showImage);
  const state = showImage ? 'image' : artwork ? 'artwork' : 'letters';
  return (
    <span
      {...rest}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': ticker })}
      data-slot="coin-icon"
      data-state={state}
      data-variant={tone}
      className={cx(styles.base, styles.size[size], state === 'letters' && styles.tone[tone], className)}
    >
      {showImage && src ? (
        <img className={styles.image} src={src} alt="" draggable={false} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true" className={artwork ? styles.hiddenLetter : undefined}>
          {Array.from(ticker)[0] ?? ''}
        </span>
      )}
      {artwork ? (
        <svg className={styles.artwork} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
          {renderArtwork(artwork)}
        </svg>
      ) : null}
    </span>
  );
}
