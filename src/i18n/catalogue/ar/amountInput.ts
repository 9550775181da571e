import type { Translation } from '../types';
import type { amountInput as en } from '../en/amountInput';

export const amountInput = {
  'amountInput.label': 'المبلغ',
  'amountInput.placeholder': '0.00',
  'amountInput.soldOut': 'نفدت الكمية',
  'amountInput.error.invalidCharacter': 'أدخل أرقامًا وفاصلة عشرية واحدة فقط',
  'amountInput.error.tooManyDecimals': 'حتى {decimals} منازل عشرية',
  'amountInput.error.wholeNumbersOnly': 'أرقام صحيحة فقط',
  'amountInput.error.overMax': 'الحد الأقصى هو {max}',
  'amountInput.error.unreadablePaste': 'تعذّرت قراءة «{pasted}» كمبلغ',
  'amountInput.readAs': 'قُرئ المبلغ على أنه {amount}',
} satisfies Translation<typeof en>;
