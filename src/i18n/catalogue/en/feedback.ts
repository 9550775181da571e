/** Strings of the feedback components: toasts, busy buttons and switches. */
export const feedback = {
  'feedback.toast.region': 'Notifications',
  'feedback.toast.close': 'Dismiss notification',
  'feedback.toast.queued': '{count} more waiting',
  'feedback.toast.success': 'Success',
  'feedback.toast.info': 'Information',
  'feedback.toast.warning': 'Warning',
  'feedback.toast.error': 'Error',
  'feedback.busy': 'Please wait…',
} as const;
