import { render } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { Tooltip } from '../Tooltip';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  type ModalContentProps,
} from './index';

function OpenStakeModal({ locale, content }: { locale?: string; content?: ModalContentProps }) {
  return (
    <EarnProvider locale={locale}>
      <ModalRoot defaultOpen>
        <ModalContent {...content}>
          <ModalTitle>Stake ETH</ModalTitle>
          <ModalDescription>Rewards are paid daily.</ModalDescription>
          <ModalBody>
            <label>
              Amount <input defaultValue="1.5" />
            </label>
          </ModalBody>
          <ModalFooter>
            <button type="button">Confirm</button>
          </ModalFooter>
        </ModalContent>
      </ModalRoot>
    </EarnProvider>
  );
}

// A real browser runs animations and their end events on its own clock, outside React's act():
// tell React this is not an act environment, so Presence's updates after an animation do not warn.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** The dialog's box once its entrance animation (if any) has finished. */
async function settledRect(element: Element): Promise<DOMRect> {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
  return element.getBoundingClientRect();
}

describe('Modal layout in a real browser', () => {
  test('SH-LAYOUT-01 at 1280 px it is a dialog of the md width centred in the viewport', async () => {
    await page.viewport(1280, 800);
    render(<OpenStakeModal />);
    const dialog = page.getByRole('dialog', { name: 'Stake ETH' });
    await expect.element(dialog).toBeVisible();
    const rect = await settledRect(dialog.element());
    expect(rect.width).toBe(480);
    expect(Math.abs(rect.left + rect.width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.top + rect.height / 2 - 400)).toBeLessThanOrEqual(1);
    await expect.element(dialog).toMatchScreenshot('modal-dialog-desktop');
  });

  test('SH-LAYOUT-01 in Arabic (right to left) the dialog is still centred', async () => {
    await page.viewport(1280, 800);
    render(<OpenStakeModal locale="ar" />);
    const rect = await settledRect(page.getByRole('dialog', { name: 'Stake ETH' }).element());
    expect(Math.abs(rect.left + rect.width / 2 - 640)).toBeLessThanOrEqual(1);
  });

  test('SH-LAYOUT-01 at 375 px it is a bottom sheet: full width, on the bottom edge, rounded on top only', async () => {
    await page.viewport(375, 812);
    render(<OpenStakeModal />);
    const dialog = page.getByRole('dialog', { name: 'Stake ETH' });
    await expect.element(dialog).toBeVisible();
    const element = dialog.element();
    const rect = await settledRect(element);
    expect(rect.left).toBe(0);
    expect(rect.width).toBe(375);
    expect(rect.bottom).toBe(812);
    expect(rect.top).toBeGreaterThan(0);
    const style = getComputedStyle(element);
    expect(Number.parseFloat(style.borderTopLeftRadius)).toBeGreaterThan(0);
    expect(Number.parseFloat(style.borderBottomLeftRadius)).toBe(0);
    // The close button is a 44 px touch target on the sheet.
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    await expect.element(dialog).toMatchScreenshot('modal-sheet-mobile');
  });

  test('SH-DIALOG-02 at 375 px mobilePresentation="fullscreen" fills the viewport', async () => {
    await page.viewport(375, 812);
    render(<OpenStakeModal content={{ mobilePresentation: 'fullscreen' }} />);
    const rect = await settledRect(page.getByRole('dialog', { name: 'Stake ETH' }).element());
    expect([rect.left, rect.top, rect.width, rect.height]).toEqual([0, 0, 375, 812]);
  });

  test('the footer stays at the bottom of a long sheet while the body scrolls', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider>
        <ModalRoot defaultOpen>
          <ModalContent>
            <ModalTitle>Terms</ModalTitle>
            <ModalBody>
              {Array.from({ length: 60 }, (_, index) => (
                <p key={index}>Clause {index + 1}</p>
              ))}
            </ModalBody>
            <ModalFooter>
              <button type="button">Agree</button>
            </ModalFooter>
          </ModalContent>
        </ModalRoot>
      </EarnProvider>,
    );
    const sheet = await settledRect(page.getByRole('dialog', { name: 'Terms' }).element());
    const agree = page.getByRole('button', { name: 'Agree' }).element().getBoundingClientRect();
    expect(sheet.top).toBeGreaterThan(0);
    expect(agree.bottom).toBeLessThanOrEqual(812);
    expect(agree.bottom).toBeGreaterThan(812 - 100);
  });

  test('a body that scrolls is a region named by the title, which the keyboard can reach to scroll it', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider>
        <ModalRoot defaultOpen>
          <ModalContent>
            <ModalTitle>Terms</ModalTitle>
            <ModalBody>
              {Array.from({ length: 60 }, (_, index) => (
                <p key={index}>Clause {index + 1}</p>
              ))}
            </ModalBody>
          </ModalContent>
        </ModalRoot>
      </EarnProvider>,
    );
    const body = page.getByRole('region', { name: 'Terms' });
    await expect.element(body).toHaveAttribute('tabindex', '0');
    await expect.element(body).toHaveTextContent('Clause 60');
  });
});

describe('Tooltip width in a real browser', () => {
  const longText =
    'The annual percentage rate is an estimate based on the rewards of the last seven days and changes with the network; it is not a promise of future returns.';

  function Apr() {
    return (
      <EarnProvider>
        <div style={{ display: 'grid', placeItems: 'center', blockSize: '100vh' }}>
          <Tooltip content={longText} defaultOpen>
            <button type="button">APR</button>
          </Tooltip>
        </div>
      </EarnProvider>
    );
  }

  test('SH-LAYOUT-03 DEC-17 at 1280 px a long tooltip is 280 px wide at most, and describes its trigger', async () => {
    await page.viewport(1280, 800);
    render(<Apr />);
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    expect(tooltip.element().getBoundingClientRect().width).toBe(280);
    await expect.element(page.getByRole('button', { name: 'APR' })).toHaveAccessibleDescription(longText);
    await expect.element(tooltip).toMatchScreenshot('tooltip-desktop');
  });

  test('SH-LAYOUT-03 DEC-17 at 375 px a long tooltip is 327 px wide at most', async () => {
    await page.viewport(375, 812);
    render(<Apr />);
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    expect(tooltip.element().getBoundingClientRect().width).toBe(327);
    await expect.element(tooltip).toMatchScreenshot('tooltip-mobile');
  });
});
