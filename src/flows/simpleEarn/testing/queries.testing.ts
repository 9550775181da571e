// Queries of the flow tests, as a user meets the result: toasts by their spoken severity.
import { screen } from '@testing-library/react';

/** Finds a toast by the text a screen reader hears: 'Warning: …' politely, 'Error: …' assertively. */
export function findToast(severity: 'Success' | 'Information' | 'Warning' | 'Error', text: string) {
  const role = severity === 'Error' ? 'alert' : 'status';
  return screen.findByText(`${severity}: ${text}`, { selector: `[role="${role}"] > p` }, { timeout: 3000 });
}

/** Waits long enough for a debounced button (500 ms) and the calls behind it. */
export const SLOW = { timeout: 3000 } as const;
