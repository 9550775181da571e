import { cx } from '../../theme/cx';
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

const presentationClasses = { dialog: styles.dialog, sheet: styles.sheet, fullscreen: styles.fullscreen };
const sizeClasses = { sm: styles.sizeSm, md: styles.sizeMd, lg: styles.sizeLg };

/** The variants of a modal's content box, as a class-variance-authority variant function takes them. */
export interface ModalContentVariantProps {
  /** Default 'dialog'. */
  presentation?: ResolvedModalPresentation | null | undefined;
  /** The width of a centred dialog; none for sheets and full screens. */
  size?: ModalSize | null | undefined;
}

/**
 * Class names for a modal's content box; exported so a host can dress its own element alike. The same
 * call shape and output as a `cva()` variant function (base, presentation, size, then `class` and
 * `className`), written out by hand: the Modal is the one component measured against a size budget
 * alone (docs/performance.md), and cva plus clsx were a sixth of what it adds to Radix.
 */
export function modalContentVariants({
  presentation,
  size,
  class: classProp,
  className,
}: ModalContentVariantProps & { class?: string | undefined; className?: string | undefined } = {}): string {
  return cx(
    styles.content,
    presentationClasses[presentation ?? 'dialog'],
    size && sizeClasses[size],
    classProp,
    className,
  );
}

/** Resolves 'auto' against the current layout. */
export function resolvePresentation(
  presentation: ModalPresentation,
  mobilePresentation: ModalMobilePresentation,
  isMobile: boolean,
): ResolvedModalPresentation {
  if (presentation !== 'auto') return presentation;
  return isMobile ? mobilePresentation : 'dialog';
}
