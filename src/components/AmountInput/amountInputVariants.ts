import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './AmountInput.css';

/** The root's classes as a function of the variant props (size). */
export const amountInputVariants = /* @__PURE__ */ cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

/** The variant props `amountInputVariants` takes. */
export type AmountInputVariantProps = VariantProps<typeof amountInputVariants>;
export type AmountInputSize = (typeof styles.amountInputSizeNames)[number];
export type AmountInputState = (typeof styles.amountInputStateNames)[number];
export { amountInputSizeNames, amountInputStateNames } from './AmountInput.css';
