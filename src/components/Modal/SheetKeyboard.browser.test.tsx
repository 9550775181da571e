import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { ModalBody, ModalContent, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from './index';

/**
 * The visual viewport of a phone with its on-screen keyboard, stubbed over Chromium's own.
 *
 * Why a stub and not CDP: desktop Chromium has no on-screen keyboard, and the DevTools protocol has
 * no supported way to shrink only the visual viewport (`Emulation.setVisibleSize` is deprecated and,
 * headless, resizes the whole frame, layout viewport and `100dvh` with it; `setDeviceMetricsOverride`
 * does the same). A keyboard leaves the layout viewport, which `position: fixed; bottom: 0` is laid out
 * against, as it was and shrinks only the visual one: that is what iOS Safari and Chrome for Android
 * (its default `resizes-visual`) report, so the stub reports it too, with the `resize` event those
 * browsers fire, while Chromium lays the sheet out for real.
 */
class PhoneVisualViewport extends EventTarget {
  width = 375;
  height = 812;
  offsetTop = 0;
  offsetLeft = 0;
  pageTop = 0;
  pageLeft = 0;
  scale = 1;
  resizeTo(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

const KEYBOARD = 300;
/** Resolves at the next frame's animation callbacks: whatever reacted to an event by then is "within one frame". */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function SubscribeSheet() {
  return (
    <EarnProvider>
      {/* A page long enough to scroll, with the opener well down it. */}
      <div style={{ blockSize: 700 }}>Products</div>
      <ModalRoot>
        <ModalTrigger>Subscribe</ModalTrigger>
        <ModalContent presentation="sheet">
          <ModalTitle>Subscribe to USDT flexible</ModalTitle>
          <ModalBody>
            <p>Interest is paid daily to your funding account.</p>
            <p>Redeem at any time; the amount arrives within a minute.</p>
            <label>
              Amount <input inputMode="decimal" />
            </label>
          </ModalBody>
          <ModalFooter>
            <button type="button">Confirm</button>
          </ModalFooter>
        </ModalContent>
      </ModalRoot>
      <div style={{ blockSize: 2000 }}>Footer of the page</div>
    </EarnProvider>
  );
}

function expectInside(rect: DOMRect, viewport: PhoneVisualViewport) {
  expect(rect.top).toBeGreaterThanOrEqual(viewport.offsetTop);
  expect(rect.bottom).toBeLessThanOrEqual(viewport.offsetTop + viewport.height);
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('a bottom sheet above the on-screen keyboard (WCAG 2.4.11), Chromium with a stubbed visual viewport', () => {
  let viewport: PhoneVisualViewport;
  beforeEach(async () => {
    await page.viewport(375, 812);
    viewport = new PhoneVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport');
    window.scrollTo(0, 0);
  });

  test('with 300 px of keyboard the focused field and the primary button are in view within one frame; after blur the sheet returns to its height; the page scroll is kept', async () => {
    render(<SubscribeSheet />);
    window.scrollTo(0, 400);
    const scrolledTo = window.scrollY;
    expect(scrolledTo).toBe(400);

    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    const sheet = page.getByRole('dialog', { name: 'Subscribe to USDT flexible' }).element();
    await nextFrame();
    const before = sheet.getBoundingClientRect();
    expect(before.bottom).toBe(812);

    const field = page.getByRole('textbox', { name: 'Amount' }).element() as HTMLInputElement;
    const confirm = page.getByRole('button', { name: 'Confirm' }).element();
    field.focus();
    viewport.resizeTo(812 - KEYBOARD);
    await nextFrame();
    expect(document.activeElement).toBe(field);
    expectInside(field.getBoundingClientRect(), viewport);
    expectInside(confirm.getBoundingClientRect(), viewport);

    // The keyboard goes with the focus: the field is blurred and the visual viewport grows back.
    field.blur();
    viewport.resizeTo(812);
    await nextFrame();
    const after = sheet.getBoundingClientRect();
    expect([after.top, after.bottom, after.height]).toEqual([before.top, before.bottom, before.height]);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(window.scrollY).toBe(scrolledTo);
    await expect.element(page.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  test('a keyboard already open when the sheet opens is allowed for in the first frame', async () => {
    render(<SubscribeSheet />);
    viewport.resizeTo(812 - KEYBOARD);
    await userEvent.click(page.getByRole('button', { name: 'Subscribe' }));
    await nextFrame();
    const confirm = page.getByRole('button', { name: 'Confirm' }).element();
    expectInside(confirm.getBoundingClientRect(), viewport);
  });
});
