import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { FundingPasswordModal } from './FundingPasswordModal';

// Radix's presence runs on the browser's animation clock, outside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function settled(element: Element): Promise<void> {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}

describe('FundingPasswordModal look', () => {
  it('SH-FUNDPASS-04 check failed: the field marked invalid with its message', async () => {
    await page.viewport(1280, 800);
    render(
      <EarnProvider timeZone="UTC">
        <FundingPasswordModal defaultOpen failure={10010106} onSubmit={() => undefined} />
      </EarnProvider>,
    );
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await settled(dialog.element());
    await expect.element(dialog).toMatchScreenshot('funding-password-check-failed');
  });

  it('SH-FUNDPASS-05 set a password first, as a sheet on a phone (dark)', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider timeZone="UTC" theme="dark">
        <FundingPasswordModal
          defaultOpen
          failure={10010107}
          onSetFundingPassword={() => undefined}
          onSubmit={() => undefined}
        />
      </EarnProvider>,
    );
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await settled(dialog.element());
    await expect.element(dialog).toMatchScreenshot('funding-password-set-first-mobile-dark');
  });
});
