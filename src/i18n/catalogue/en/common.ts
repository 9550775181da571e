/** Strings shared by every screen: buttons, states, generic errors. */
export const common = {
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.retry': 'Retry',
  'common.loading': 'Loading',
  'common.max': 'Max',
  'common.available': 'Available',
  noRecord: 'No records',
  Networkerr: 'Network error, please try again later',
  'common.requestDataError': 'request data error, try later',
} as const;
