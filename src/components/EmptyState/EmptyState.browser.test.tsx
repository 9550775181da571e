import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { holdingDetail } from '../../i18n/catalogue/en/holdingDetail';
import { EarnProvider } from '../EarnProvider';
import { useTranslate } from '../../context';
import type { ThemeName } from '../../theme';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

function States() {
  // The holdings detail's compact 'No Data', as that flow shows it (its English is the flow's).
  const t = useTranslate(undefined, holdingDetail);
  return (
    <div
      role="group"
      aria-label="Empty states"
      style={{
        display: 'grid',
        gap: 'var(--ek-space-lg)',
        inlineSize: '420px',
        padding: 'var(--ek-space-lg)',
        background: 'var(--ek-color-surface)',
      }}
    >
      <EmptyState />
      <EmptyState size="compact" title={t('holdingsFlows.detail.noData')} />
    </div>
  );
}

function Panel({ theme, locale }: { theme: ThemeName; locale: string }) {
  return (
    <EarnProvider timeZone="UTC" theme={theme} locale={locale}>
      <States />
    </EarnProvider>
  );
}

describe('EmptyState look', () => {
  it("SH-ERR-05 SE-HOLD-04 HD-FIXED-19 'noRecord' and the compact 'No Data' (light)", async () => {
    render(<Panel theme="light" locale="en" />);
    await expect.element(page.getByRole('group', { name: 'Empty states' })).toMatchScreenshot('empty-state-light');
  });

  it('SH-ERR-05 right to left in the dark theme', async () => {
    render(<Panel theme="dark" locale="ar" />);
    await expect.element(page.getByRole('group', { name: 'Empty states' })).toMatchScreenshot('empty-state-ar-dark');
  });

  it('with a description and an action', async () => {
    render(
      <EarnProvider timeZone="UTC">
        <div
          role="group"
          aria-label="Empty with action"
          style={{ inlineSize: '420px', padding: 'var(--ek-space-lg)', background: 'var(--ek-color-surface)' }}
        >
          <EmptyState
            description="Subscribe to a product to start earning."
            action={<Button size="sm">Subscribe</Button>}
          />
        </div>
      </EarnProvider>,
    );
    await expect
      .element(page.getByRole('group', { name: 'Empty with action' }))
      .toMatchScreenshot('empty-state-action');
  });
});
