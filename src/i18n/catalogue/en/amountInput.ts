/** The amount field: its default label, why an edit was refused (DEC-14), and its sold-out note. */
export const amountInput = {
  'amountInput.label': 'Amount',
  'amountInput.placeholder': '0.00',
  'amountInput.soldOut': 'Sold out',
  'amountInput.error.invalidCharacter': 'Enter digits and one decimal point only',
  'amountInput.error.tooManyDecimals': 'Up to {decimals} decimal places',
  'amountInput.error.wholeNumbersOnly': 'Whole numbers only',
  'amountInput.error.overMax': 'The maximum is {max}',
  'amountInput.error.unreadablePaste': 'Could not read “{pasted}” as an amount',
  'amountInput.readAs': 'Read as {amount}',
} as const;
