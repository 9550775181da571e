/** Strings of the overlay primitives: Modal, Popover, Tooltip. */
export const overlays = {
  /** Accessible name of the close button of dialogs, sheets and popovers. */
  'overlays.close': 'Close',
} as const;
