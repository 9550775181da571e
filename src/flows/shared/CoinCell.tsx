'use client';
import { CoinIcon } from '../../components/CoinIcon';
import { coinCell } from './flowLayout.css';

/**
 * A coin's icon and ticker, as every list of the flows shows it; the icon is decorative since the ticker is written
 * beside it.
 */
export function CoinCell({ coin, icon }: { readonly coin: string; readonly icon?: string }) {
  return (
    <span className={coinCell}>
      <CoinIcon coin={coin} src={icon} decorative />
      <span>{coin}</span>
    </span>
  );
}
