/**
 * What every journey needs: Chromium (the one `npm test` found or installed), a fresh context per test
 * at a desktop or phone viewport, a demo login through the simulator, and an accessibility scan (axe)
 * of the screen as it stands.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

let browser: Browser | undefined;

/**
 * Launches Chromium once per test file and closes it after. Each file starts from the seeded exchange
 * (`/__sim/reset`), so no journey depends on what another file's journeys did to balances or the clock.
 */
export function useBrowser(): void {
  beforeAll(async () => {
    await simulator('/__sim/reset', {});
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
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
}

/** A new context (own cookies, own storage) with a page on `path`, logged in as `user`. */
export async function openApp(path: string, options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('useBrowser() must be called in the test file');
  const context = await browser.newContext({ viewport: viewports[options.viewport ?? 'desktop'], baseURL: urls().app, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  (page as Page & { earnErrors?: string[] }).earnErrors = errors;
  const user = options.user ?? 'regular';
  if (options.settings || user) {
    await context.addInitScript(
      ([settings, name]) => {
        const current = JSON.parse(localStorage.getItem('earnkit-example-settings') ?? '{}');
        localStorage.setItem('earnkit-example-settings', JSON.stringify({ ...current, ...settings, user: name }));
      },
      [options.settings ?? {}, user] as const,
    );
  }
  await page.goto(path);
  return { context, page };
}

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(violations, `accessibility violations on ${label}`).toEqual([]);
}

/** Calls a simulator control endpoint (clock, faults, deposits) directly. */
export async function simulator(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, urls().simulator), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: number; message?: string };
  // The simulator's own envelope: a refused switch (an unknown call name, say) must fail the test.
  if (answer.code !== undefined && answer.code !== 0 && answer.code !== 200) throw new Error(`simulator ${path}: ${answer.message ?? answer.code}`);
  return answer;
}
