import type { Translate } from '../../../context';

/**
 * The name of each pool of a project, by rid: 'Stake USDT', or 'Stake USDT (2)' when the project has more
 * than one pool of that coin, so every pool's buttons have a name of their own for a screen reader.
 */
export function poolNames(t: Translate, pools: readonly { readonly rid: number; readonly coin: string }[]) {
  const names = new Map<number, string>();
  const seen = new Map<string, number>();
  for (const pool of pools) {
    const count = pools.filter((other) => other.coin === pool.coin).length;
    const number = (seen.get(pool.coin) ?? 0) + 1;
    seen.set(pool.coin, number);
    names.set(
      pool.rid,
      count > 1
        ? t('launchpoolPages.pool.nameNumbered', { coin: pool.coin, number: String(number) })
        : t('launchpoolPages.pool.name', { coin: pool.coin }),
    );
  }
  return names;
}
