import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing } from '../../theme';
import * as styles from './Button.css';

/**
 * The button's classes as a function, so a link (or a host's own element) can look like a button:
 * `<a className={buttonVariants({ variant: 'secondary' })} href="/deposit">`.
 */
export const buttonVariants = /* @__PURE__ */ cva([styles.base, styles.touchTarget, focusRing], {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** The variant props `buttonVariants` takes. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
export type ButtonVariant = (typeof styles.buttonVariantNames)[number];
export type ButtonSize = (typeof styles.buttonSizeNames)[number];
export { buttonSizeNames, buttonVariantNames } from './Button.css';
