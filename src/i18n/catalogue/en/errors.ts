/** Shared errors and warnings: response codes, the funding password, date-range limits. */
export const errors = {
  'errors.loginRequired': 'Please log in to continue',
  'errors.fundpass.required': 'Please enter your funding password',
  'errors.fundpass.checkFailed': 'Funding password check failed',
  'errors.fundpass.setFirst': 'Please set a funding password first',
  'errors.fundpass.fingerprintNeeded': 'Fingerprint verification is needed',
  'errors.fundpass.verifyFrequency': 'Too many verification attempts, please try again later',
  'analysis date picker limit': 'The date range can be at most 6 months, so it has been shortened',
  'maximum time': 'The date range can be at most 12 months, so it has been shortened',
} as const;
