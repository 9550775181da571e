import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { Pagination } from './Pagination';

function Pages({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Pages"
        style={{
          display: 'inline-grid',
          gap: 'var(--ek-space-md)',
          justifyItems: 'start',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <Pagination total={57} />
        <Pagination total={200} defaultPage={6} />
        <Pagination total={200} defaultPage={20} />
      </div>
    </EarnProvider>
  );
}

describe('Pagination look', () => {
  it('LP-LIST-01 first, middle and last page: numbers, gaps, previous and next (light)', async () => {
    render(<Pages theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Pages' })).toMatchScreenshot('pagination-light');
  });

  it('LP-LIST-01 SH-LOCALE-01 right to left in the dark theme', async () => {
    render(<Pages theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Pages' })).toMatchScreenshot('pagination-ar-dark');
  });
});
