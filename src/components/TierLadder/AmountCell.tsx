import { amountText } from '../../theme';
import * as styles from './TierLadder.css';

/** An amount in a ladder cell: tabular numerals inside `<bdi>`, the ticker beside it. */
export function AmountCell({ text, coin }: { text: string; coin: string }) {
  return (
    <>
      <bdi className={amountText}>{text}</bdi>
      <span className={styles.coin}>{coin}</span>
    </>
  );
}
