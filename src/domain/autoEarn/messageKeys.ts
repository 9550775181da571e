/** Message keys the auto-earn domain returns: the success toasts (AE-TOGGLE-08). */
export const AutoEarnMessageKey = {
  enabled: 'autoEarn.toast.enabled',
  disabled: 'autoEarn.toast.disabled',
} as const;

/** Any message key of the auto-earn domain. */
export type AutoEarnMessageKey = (typeof AutoEarnMessageKey)[keyof typeof AutoEarnMessageKey];
