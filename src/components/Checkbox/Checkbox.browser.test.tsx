import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Checkbox } from './Checkbox';

function Boxes({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Checkboxes"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-md)',
          inlineSize: '360px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <Checkbox label="Unchecked" />
        <Checkbox
          label="I have read and agree to the terms"
          description="Simple Earn service agreement"
          defaultChecked
        />
        <Checkbox label="Some coins selected" defaultChecked="indeterminate" />
        <Checkbox label="Disabled and checked" defaultChecked disabled />
        <Checkbox label="Disabled" disabled />
      </div>
    </EarnProvider>
  );
}

describe('Checkbox look', () => {
  it('unchecked, checked with a description, mixed and disabled (light)', async () => {
    render(<Boxes theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Checkboxes' })).toMatchScreenshot('checkbox-light');
  });

  it('SH-LOCALE-01 right to left in the dark theme', async () => {
    render(<Boxes theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Checkboxes' })).toMatchScreenshot('checkbox-ar-dark');
  });
});
