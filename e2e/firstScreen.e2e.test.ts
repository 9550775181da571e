/**
 * The first screen of a phone, 375 x 812, before any scroll: the Simple Earn home shows its title and at least
 * three coins, and the subscribe sheet of the coin with the most terms shows the amount, the available balance, the
 * estimate and Subscribe. In English and in Arabic, right to left.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { catalogueText, openApp, startBrowser } from './support';

startBrowser();

const FIRST_SCREEN = { width: 375, height: 812 } as const;

/**
 * 'shown' when the element is wholly on screen without scrolling: inside the viewport and inside every box that
 * clips it (the sheet's scrolling body, a list's), so something hidden behind a sheet's action bar does not count.
 * Otherwise where it is and where it would have to be, so a failure says by how much.
 */
function shownWithoutScrolling(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not laid out';
    let top = 0;
    let left = 0;
    let bottom = window.innerHeight;
    let right = window.innerWidth;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (!/(auto|scroll|hidden|clip)/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      const clip = node.getBoundingClientRect();
      top = Math.max(top, clip.top);
      left = Math.max(left, clip.left);
      bottom = Math.min(bottom, clip.bottom);
      right = Math.min(right, clip.right);
    }
    // Half a pixel for sub-pixel layout.
    const shown =
      box.top >= top - 0.5 && box.left >= left - 0.5 && box.bottom <= bottom + 0.5 && box.right <= right + 0.5;
    const round = (value: number) => Math.round(value);
    return shown
      ? 'shown'
      : `at ${round(box.left)},${round(box.top)}-${round(box.right)},${round(box.bottom)} outside ${round(left)},${round(top)}-${round(right)},${round(bottom)}`;
  });
}

async function openHome(
  locale: 'en' | 'ar',
): Promise<{ context: Awaited<ReturnType<typeof openApp>>['context']; page: Page }> {
  const opened = await openApp('/simple-earn', {
    viewport: 'phone',
    user: 'alice',
    settings: locale === 'en' ? {} : { locale },
  });
  await opened.page.setViewportSize(FIRST_SCREEN);
  return opened;
}

/** The coin cards of the home, each found by its term chips. */
function coinCards(page: Page, t: ReturnType<typeof catalogueText>): Locator {
  return page
    .getByRole('list', { name: t('simpleEarnHome.list.label'), exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('radiogroup') });
}

describe.each([
  { name: 'in English', locale: 'en' },
  { name: 'SH-LOCALE-01 in Arabic, right to left', locale: 'ar' },
] as const)('The first screen at 375 x 812 $name', ({ locale }) => {
  const t = catalogueText(locale, 'global');

  it('the Simple Earn home shows its title and at least three coins, each with its APR range and Subscribe, without scrolling', async () => {
    const { context, page } = await openHome(locale);
    try {
      const cards = coinCards(page, t);
      await cards.nth(2).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await shownWithoutScrolling(page.getByRole('heading', { level: 1 }).first())).toBe('shown');
      for (const index of [0, 1, 2]) {
        const card = cards.nth(index);
        // The coin with its range heads the card; its Subscribe ends it.
        expect(await shownWithoutScrolling(card.locator('[data-slot="apr-range"]'))).toBe('shown');
        expect(await shownWithoutScrolling(card.getByRole('button', { name: t('simpleEarnHome.subscribe') }))).toBe(
          'shown',
        );
      }
    } finally {
      await context.close();
    }
  });

  it('the subscribe sheet of the coin with the most terms shows the amount, the available balance, the estimate and Subscribe without scrolling', async () => {
    const { context, page } = await openHome(locale);
    try {
      const cards = coinCards(page, t);
      await cards.nth(2).waitFor();
      const termCounts = await cards.evaluateAll((items) =>
        items.map((item) => item.querySelectorAll('[role="radio"]').length),
      );
      const most = termCounts.indexOf(Math.max(...termCounts));
      expect(termCounts[most]).toBeGreaterThanOrEqual(8);
      const card = cards.nth(most);
      const coin = ((await card.getByRole('radiogroup').getAttribute('aria-label')) ?? '').split(' ').pop() ?? '';
      await card.getByRole('button', { name: t('simpleEarnHome.subscribe') }).click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor();
      expect(await sheet.getAttribute('data-presentation')).toBe('sheet');
      await sheet.getByRole('radio').first().waitFor();
      expect(await sheet.getByRole('radio').count()).toBeGreaterThanOrEqual(8);
      const available = sheet.locator('[data-slot="info-row"]').filter({ hasText: t('common.available') });
      const estimate = sheet
        .locator('[data-slot="info-row"]')
        .filter({ hasText: t('simpleEarnFlows.subscribe.estimatedDaily') });
      await available.waitFor();
      expect(await shownWithoutScrolling(sheet.getByRole('textbox').first())).toBe('shown');
      expect(await shownWithoutScrolling(available)).toBe('shown');
      expect(await shownWithoutScrolling(estimate)).toBe('shown');
      const subscribe = sheet.getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true }).last();
      expect(await shownWithoutScrolling(subscribe)).toBe('shown');
      expect(coin).not.toBe('');
    } finally {
      await context.close();
    }
  });
});
