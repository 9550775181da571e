import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { OptionGroup, type OptionGroupOption } from './OptionGroup';

const payouts: OptionGroupOption<string>[] = [
  { value: 'daily', label: 'Daily', description: 'Interest every day', detail: '5.25%' },
  { value: 'weekly', label: 'Weekly', description: 'Interest every Monday', detail: '5.10%' },
  {
    value: 'monthly',
    label: 'Monthly',
    description: 'Interest on the 1st',
    detail: '4.80%',
    disabled: true,
    disabledReason: 'Not offered for this coin',
  },
];
const terms: OptionGroupOption<number>[] = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
  { value: 180, label: '180 days', disabled: true },
];

function Groups({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Option groups"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-xl)',
          inlineSize: '420px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <OptionGroup label="Payout" options={payouts} defaultValue="weekly" />
        <OptionGroup label="Term" options={terms} defaultValue={30} layout="inline" />
      </div>
    </EarnProvider>
  );
}

describe('OptionGroup look', () => {
  it('a list with the second option chosen and a disabled one, and an inline group (light)', async () => {
    render(<Groups theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Option groups' })).toMatchScreenshot('option-group-light');
  });

  it('SH-LOCALE-01 right to left in the dark theme', async () => {
    render(<Groups theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Option groups' })).toMatchScreenshot('option-group-ar-dark');
  });
});
