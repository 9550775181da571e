import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { ErrorState } from './ErrorState';

function States({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <div
        role="group"
        aria-label="Error states"
        style={{
          display: 'grid',
          gap: 'var(--ek-space-lg)',
          inlineSize: '420px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        <ErrorState onRetry={() => undefined} />
        <ErrorState size="compact" onRetry={() => undefined} />
        <ErrorState size="compact" />
      </div>
    </EarnProvider>
  );
}

describe('ErrorState look', () => {
  it("LP-ERR-06 'Networkerr' with Retry, default and compact, and without Retry (light)", async () => {
    render(<States theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Error states' })).toMatchScreenshot('error-state-light');
  });

  it('LP-ERR-06 right to left in the dark theme', async () => {
    render(<States theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Error states' })).toMatchScreenshot('error-state-ar-dark');
  });
});
