import { cx } from '../../theme/cx';
import * as styles from './AmountInput.css';

export type AmountInputSize = (typeof styles.amountInputSizeNames)[number];
export type AmountInputState = (typeof styles.amountInputStateNames)[number];
export { amountInputSizeNames, amountInputStateNames } from './AmountInput.css';

/** The variant props `amountInputVariants` takes. */
export interface AmountInputVariantProps {
  /** Default 'md'. */
  size?: AmountInputSize | null | undefined;
}

/**
 * The root's classes as a function of the variant props (size): the same call shape and output as a `cva()`
 * variant function (base, size, then `class` and `className`), written out by hand, as the Modal's is:
 * AmountInput is measured against a size budget alone (docs/performance.md), and cva plus clsx were about
 * 1 KB of it.
 */
export function amountInputVariants({
  size,
  class: classProp,
  className,
}: AmountInputVariantProps & { class?: string | undefined; className?: string | undefined } = {}): string {
  return cx(styles.root, styles.size[size ?? 'md'], classProp, className);
}
