/**
 * What every journey needs: Chromium (the one `npm test` found or installed), a fresh context per test
 * at a desktop or phone viewport, a demo login through the simulator, an accessibility scan (axe)
 * of the screen as it stands, and a check after each test that the app threw no uncaught error and
 * logged no console error beyond the ones the journey said to expect.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { bareRates } from '../.storybook/bareRates';
import { formatAmount, interpolate, loadCatalogue, shownMessages, type MessageKey } from '../src/i18n';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

let browser: Browser | undefined;

/**
 * Launches Chromium once per test file and closes it after. Each file starts from the seeded exchange
 * (`/__sim/reset`), so no journey depends on what another file's journeys did to balances or the clock.
 */
export function startBrowser(options: { readonly resetEachTest?: boolean } = {}): void {
  beforeAll(async () => {
    await simulator('/__sim/reset', {});
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    });
  });
  // For a file that runs one journey in several variants with the same demo user: each starts from the
  // seeded exchange (balances, vouchers, clock), so no variant sees what the previous one spent.
  if (options.resetEachTest) {
    beforeEach(async () => {
      await simulator('/__sim/reset', {});
    });
  }
  afterEach(() => {
    expectNoUnexpectedErrors();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A console error a journey brings about on purpose (a call the simulator fails, say), matched narrowly:
 * by its text and by the address it is about (a failed load names its resource there, not in the text).
 */
interface ExpectedConsoleError {
  readonly text: RegExp;
  readonly url?: RegExp;
}

/** What a failed load says in the console; the resource is the message's location. */
export const failedLoad = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

interface Journey {
  readonly expected: readonly ExpectedConsoleError[];
  /** Every uncaught error and console error of the journey's pages, expected or not. */
  readonly errors: { readonly text: string; readonly url: string; readonly uncaught: boolean }[];
}

// The journeys opened by the running test; checked and cleared after each test.
let journeys: Journey[] = [];

/** Listens to a page of a journey (the first one, and any it opens) for uncaught errors and console errors. */
function watch(page: Page, journey: Journey): void {
  page.on('pageerror', (error) => {
    journey.errors.push({ text: error.stack ?? String(error), url: page.url(), uncaught: true });
  });
  // Errors only: a warning is advice, not a failure.
  page.on('console', (message) => {
    if (message.type() === 'error')
      journey.errors.push({ text: message.text(), url: message.location().url, uncaught: false });
  });
}

/**
 * The uncaught errors and unexpected console errors of the journeys opened since the last call; fails
 * the test if there are any. Runs after every test of a file that calls `startBrowser()`.
 */
function expectNoUnexpectedErrors(): void {
  const finished = journeys;
  journeys = [];
  const unexpected = finished.flatMap(({ errors, expected }) =>
    errors
      .filter(
        (error) =>
          error.uncaught ||
          !expected.some((allowed) => allowed.text.test(error.text) && (!allowed.url || allowed.url.test(error.url))),
      )
      .map((error) => `${error.uncaught ? 'uncaught' : 'console error'}: ${error.text} (at ${error.url})`),
  );
  if (unexpected.length > 0)
    throw new Error(`the app threw or logged errors the journey did not expect:\n${unexpected.join('\n')}`);
}

/** The app's and the simulator's base URLs. */
export function urls() {
  return { app: inject('appUrl'), simulator: inject('simulatorUrl') };
}

export interface OpenOptions {
  readonly viewport?: keyof typeof viewports;
  /** A demo user of the simulator ('guest' for none). */
  readonly user?: string;
  /** Settings of the app's header, stored before the first page load. */
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * The console errors this journey brings about on purpose; any other console error, and any uncaught
   * error, fails the test. Say at the call why each is expected.
   */
  readonly expectedConsoleErrors?: readonly ExpectedConsoleError[];
}

/** A new context (own cookies, own storage) with a page on `path`, logged in as `user`. */
export async function openApp(
  path: string,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('startBrowser() must be called in the test file');
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    baseURL: urls().app,
    reducedMotion: 'reduce',
  });
  const journey: Journey = { expected: options.expectedConsoleErrors ?? [], errors: [] };
  journeys.push(journey);
  context.on('page', (opened) => watch(opened, journey));
  const page = await context.newPage();
  const user = options.user ?? 'regular';
  // Where the app keeps them: local storage, and a cookie the server reads for its first paint.
  await context.addCookies([
    {
      name: 'earnkit-example-settings',
      value: encodeURIComponent(JSON.stringify({ ...options.settings, user })),
      url: urls().app,
    },
  ]);
  await context.addInitScript(
    ([settings, name, origin]) => {
      // The script runs in every document of the context, about:blank ones included, whose storage is
      // refused (a SecurityError): only the app's own pages keep the settings.
      if (location.origin !== origin) return;
      const current = JSON.parse(localStorage.getItem('earnkit-example-settings') ?? '{}');
      localStorage.setItem('earnkit-example-settings', JSON.stringify({ ...current, ...settings, user: name }));
    },
    [options.settings ?? {}, user, new URL(urls().app).origin] as const,
  );
  await page.goto(path);
  return { context, page };
}

/**
 * Fails on any serious or critical accessibility violation of the page as it stands, and on any percentage it shows
 * without its rate label.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `accessibility violations on ${label}`).toEqual([]);
  expect(await bareRatesIn(page), `percentages without their rate label on ${label} (P-47)`).toEqual([]);
}

/**
 * The stories' scan for a percentage shown without its rate label (issue 17, P-47), run in the page: the function's
 * own source is sent, as it names nothing outside itself.
 */
async function bareRatesIn(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(${bareRates.toString()})(document.body)`);
}

/**
 * Opens the header's Demo panel (language, theme, site, demo user, simulated clock) unless it is open, and
 * returns it; `demo` and `panel` are the button's and the panel's names in the page's language.
 */
export async function openDemoPanel(
  page: Page,
  names: { readonly demo: string; readonly panel: string } = { demo: 'Demo', panel: 'Demo controls' },
): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: names.demo, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const panel = page.getByRole('banner').getByRole('group', { name: names.panel, exact: true });
  await panel.waitFor();
  return panel;
}

/** Calls a simulator control endpoint (clock, faults, deposits) directly; POST when there is a body. */
export async function simulator(path: string, body?: unknown, method?: 'PATCH' | 'PUT' | 'DELETE'): Promise<unknown> {
  const response = await fetch(new URL(path, urls().simulator), {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: number; message?: string };
  // The simulator's own envelope: a refused switch (an unknown call name, say) must fail the test.
  if (answer.code !== undefined && answer.code !== 0 && answer.code !== 200)
    throw new Error(`simulator ${path}: ${answer.message ?? answer.code}`);
  return answer;
}

/** Clears every fault switch of the simulator. */
export async function clearFaults(): Promise<void> {
  await simulator('/__sim/faults', undefined, 'DELETE');
}

/** One way through a journey: where, in which language and site, with the mouse or the keyboard alone. */
export interface JourneyVariant {
  /** Starts with the ids of what the variant shows; '' for the plain desktop run. */
  readonly name: string;
  readonly viewport: keyof typeof viewports;
  readonly locale: 'en' | 'ar';
  readonly site: 'global' | 'us';
  /** Tab, Enter, Space and Escape only: no pointer. */
  readonly keyboard: boolean;
}

export const journeyVariants = {
  desktop: { name: 'on a desktop', viewport: 'desktop', locale: 'en', site: 'global', keyboard: false },
  phone: {
    name: 'SH-LAYOUT-01 at 375 px (card rows, bottom sheets)',
    viewport: 'phone',
    locale: 'en',
    site: 'global',
    keyboard: false,
  },
  arabic: {
    name: 'SH-LOCALE-01 in Arabic, right to left',
    viewport: 'desktop',
    locale: 'ar',
    site: 'global',
    keyboard: false,
  },
  us: { name: 'SH-US-02 on the US site', viewport: 'desktop', locale: 'en', site: 'us', keyboard: false },
  keyboard: { name: 'with the keyboard alone', viewport: 'desktop', locale: 'en', site: 'global', keyboard: true },
} as const satisfies Record<string, JourneyVariant>;

/** The app's settings for a variant (stored before the first page load). */
export function variantSettings(variant: JourneyVariant): Record<string, string> {
  return {
    ...(variant.locale === 'en' ? {} : { locale: variant.locale }),
    ...(variant.site === 'global' ? {} : { site: variant.site }),
  };
}

// Catalogues other than English load on first use; the journeys' names are read from them as the
// files are collected, so they are loaded before any test file's body runs.
await loadCatalogue('ar');

export type CatalogueText = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** The catalogue's text of a key as the app shows it in a locale and on a site (the US overlay included). */
export function catalogueText(locale: string, site: 'global' | 'us'): CatalogueText {
  const messages = shownMessages(locale, site);
  return (key, params) => interpolate(messages[key], params as Record<string, string>);
}

/** A coin amount as the app prints it in a locale: 8 decimals, Latin digits, with the coin. */
export function amountText(amount: string, coin: string, locale: string): string {
  return `${formatAmount(amount, { locale })} ${coin}`;
}

/** Escapes a text for a RegExp. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * Waits for a toast: the one the eye sees, and what a screen reader hears, its severity first
 * ('Error: …'): errors interrupt (role alert), the rest wait their turn (role status) (DEC-07). The
 * spoken line is looked up by role, because the visible list can be hidden from assistive technology
 * while a dialog that opened after the toast is on top (the live regions stay exposed).
 */
export async function expectToast(
  page: Page,
  t: CatalogueText,
  severity: 'success' | 'warning' | 'error',
  text: string,
): Promise<void> {
  const spoken = `${t(`feedback.toast.${severity}`)}: ${text}`;
  await page
    .getByRole(severity === 'error' ? 'alert' : 'status')
    .filter({ hasText: spoken })
    .first()
    .waitFor();
  await page.locator(`[data-slot="toast"][data-variant="${severity}"]`).filter({ hasText: text }).first().waitFor();
}

/** How a user acts on the page: with the pointer, or with the keyboard alone. */
export interface Actor {
  /** Presses a button or link, or toggles a switch or radio. */
  activate(target: Locator): Promise<void>;
  /** Replaces a text box's value. */
  fill(target: Locator, text: string): Promise<void>;
  /**
   * Picks `option` of a radio group: with the keyboard, Tab reaches the group's checked radio and the arrows move
   * the choice.
   */
  choose(group: Locator, option: Locator): Promise<void>;
  /** Closes the dialog on top. */
  dismiss(dialog: Locator, closeName: string): Promise<void>;
}

/** Presses Tab until `target` has the focus, as a keyboard user does; fails after `limit` presses. */
async function tabUntilFocused(page: Page, target: Locator, limit = 120): Promise<void> {
  await target.waitFor();
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) return;
  const trail: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await focused()) return;
    if (press < 12)
      trail.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          return el
            ? `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}]`
            : 'none';
        }),
      );
  }
  throw new Error(`Tab never reached ${String(target)} within ${limit} presses (first stops: ${trail.join(' > ')})`);
}

export function actor(page: Page, keyboard: boolean): Actor {
  if (!keyboard) {
    return {
      activate: (target) => target.click(),
      fill: (target, text) => target.fill(text),
      choose: (_group, option) => option.click(),
      dismiss: (dialog, closeName) => dialog.getByRole('button', { name: closeName, exact: true }).first().click(),
    };
  }
  return {
    async activate(target) {
      await tabUntilFocused(page, target);
      const toggles = await target.evaluate((element) =>
        ['radio', 'checkbox'].includes(element.getAttribute('role') ?? (element as HTMLInputElement).type ?? ''),
      );
      await page.keyboard.press(toggles ? 'Space' : 'Enter');
    },
    async fill(target, text) {
      await tabUntilFocused(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    async choose(group, option) {
      await tabUntilFocused(page, group.getByRole('radio', { checked: true }).first());
      const radios = group.getByRole('radio');
      const count = await radios.count();
      for (let press = 0; press < count; press++) {
        if (await option.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('ArrowDown');
      }
      if (!(await option.evaluate((element) => element === document.activeElement)))
        throw new Error(`the arrow keys never reached ${String(option)}`);
    },
    async dismiss() {
      await page.keyboard.press('Escape');
    },
  };
}
