/** Strings of auto-earn returned by the domain. */
export const autoEarn = {
  'autoEarn.toast.enabled': 'Enabled successfully',
  'autoEarn.toast.disabled': 'Disabled successfully',
} as const;
