import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toastContext';
import { toastSeverities, type ToastOptions } from './toastQueue';

const titles: Record<ToastOptions['severity'], string> = {
  success: 'Redeem success',
  info: 'This destination is not available for this coin.',
  warning: 'Subscription failed: above your remaining quota.',
  error: 'Network error, please try again later',
};

function ShowAll() {
  const { show } = useToast();
  useEffect(() => {
    for (const severity of toastSeverities) {
      show({
        severity,
        title: titles[severity],
        description: severity === 'success' ? '100 USDT is back in your spot account.' : undefined,
        duration: Infinity,
      });
    }
  }, [show]);
  return null;
}

function renderToasts(theme: ThemeName) {
  render(
    <EarnProvider theme={theme}>
      <ToastProvider maxVisible={4}>
        <ShowAll />
      </ToastProvider>
    </EarnProvider>,
  );
}

describe('Toast look', () => {
  it('DEC-07 the four severities in the light theme', async () => {
    renderToasts('light');
    await expect
      .element(page.getByRole('region', { name: 'Notifications' }))
      .toMatchScreenshot('toast-severities-light');
  });

  it('DEC-07 the four severities in the dark theme', async () => {
    renderToasts('dark');
    await expect
      .element(page.getByRole('region', { name: 'Notifications' }))
      .toMatchScreenshot('toast-severities-dark');
  });
});
