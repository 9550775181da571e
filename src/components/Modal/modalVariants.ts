import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './Modal.css';

/** How a modal is laid out. 'auto' is a centred dialog at and above 768 px and `mobilePresentation` below. */
export const modalPresentations = ['auto', 'dialog', 'sheet', 'fullscreen'] as const;
export type ModalPresentation = (typeof modalPresentations)[number];

/** What 'auto' becomes below the breakpoint: a bottom sheet, or full screen (SH-DIALOG-02). */
export const modalMobilePresentations = ['sheet', 'fullscreen'] as const;
export type ModalMobilePresentation = (typeof modalMobilePresentations)[number];

/** Width of a centred dialog: the `size.dialogSm/Md/Lg` tokens. Sheets and full screens span the screen. */
export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

/** The layout a modal ends up with once 'auto' is resolved. */
export type ResolvedModalPresentation = Exclude<ModalPresentation, 'auto'>;

/** Class names for a modal's content box; exported so a host can dress its own element alike. */
export const modalContentVariants = cva(styles.content, {
  variants: {
    presentation: { dialog: styles.dialog, sheet: styles.sheet, fullscreen: styles.fullscreen },
    size: { sm: styles.sizeSm, md: styles.sizeMd, lg: styles.sizeLg },
  },
  defaultVariants: { presentation: 'dialog' },
});
export type ModalContentVariantProps = VariantProps<typeof modalContentVariants>;

/** Resolves 'auto' against the current layout. */
export function resolvePresentation(
  presentation: ModalPresentation,
  mobilePresentation: ModalMobilePresentation,
  isMobile: boolean,
): ResolvedModalPresentation {
  if (presentation !== 'auto') return presentation;
  return isMobile ? mobilePresentation : 'dialog';
}
