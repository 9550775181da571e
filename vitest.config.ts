import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import sharedViteConfig from './vite.config.ts';

const viteConfig = sharedViteConfig as UserConfig;

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
// CHROME_PATH is set by scripts/with-chromium.mjs (npm test), which finds or installs Chromium.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  // The page server binds one address and takes the next port when its own (63315 on) is taken, so two
  // runs at once (two clones) never share one; on 'localhost' one could bind ::1 and the other 127.0.0.1.
  api: { host: '127.0.0.1' },
});

/**
 * Moves the mouse to the middle of the page's end edge, where no rendered part sits, so that a hover
 * style left by an earlier test (the tests of a project share one page and one pointer) never shows in
 * a screenshot.
 */
const parkPointer: BrowserCommand<[]> = async (context) => {
  const { page } = context as BrowserCommandContext & { page: import('playwright').Page };
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(size.width - 1, Math.floor(size.height / 2));
};

const storyVariants = [
  { name: 'stories-light', theme: 'light', locale: 'en' },
  { name: 'stories-dark', theme: 'dark', locale: 'en' },
  { name: 'stories-ar', theme: 'light', locale: 'ar' },
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // The domain layer has no DOM: plain Node runs its tests faster than a DOM environment.
          extends: true as const,
          test: {
            name: 'domain',
            globals: true,
            environment: 'node',
            include: ['src/domain/**/*.test.ts', 'src/i18n/**/*.test.ts'],
          },
        },
        {
          extends: true as const,
          test: {
            name: 'unit',
            globals: true,
            environment: 'happy-dom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'example-app/**/*.test.{ts,tsx}',
              'scripts/**/*.test.{ts,mjs}',
              '.storybook/**/*.test.ts',
            ],
            exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**', 'src/domain/**', 'src/i18n/**/*.test.ts'],
            setupFiles: ['./test/setup-unit.ts'],
            // The simulator's tests do real database work (PGlite in memory, or a PostgreSQL server): on a
            // shared 2-core machine under load a test can take several times what it takes alone, so the
            // limits are minutes' worth of headroom over the seconds they take, not Vitest's 5 s and 10 s.
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        // Every story runs as a test three times: light, dark, and Arabic right to left, so an
        // accessibility violation in any of them fails the run.
        ...storyVariants.map(({ name, theme, locale }) => ({
          extends: true as const,
          plugins: [
            // No storybookScript: the plugin would start Storybook on the fixed port 6006 in watch mode and
            // use whatever answers there, another clone's Storybook included. The tests never need it.
            storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { exclude: ['no-test'] } }),
          ],
          define: {
            'import.meta.env.VITE_STORY_THEME': JSON.stringify(theme),
            'import.meta.env.VITE_STORY_LOCALE': JSON.stringify(locale),
          },
          test: {
            name,
            browser: browser(),
            setupFiles: ['./test/setup-browser.ts', './test/setup-stories.ts'],
          },
        })),
        {
          // The reference app built for production with the simulated exchange, driven in Chromium by
          // Playwright as a user would (roles and visible names), with an axe scan of each screen.
          test: {
            name: 'e2e',
            include: ['e2e/**/*.e2e.test.ts'],
            environment: 'node',
            globalSetup: ['./e2e/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // One browser, one shared simulator: journeys run one file at a time.
            fileParallelism: false,
          },
        },
        {
          extends: true as const,
          test: {
            name: 'visual',
            globals: true,
            include: ['src/**/*.browser.test.{ts,tsx}', 'test/visual/**/*.browser.test.{ts,tsx}'],
            browser: { ...browser(), viewport: { width: 1280, height: 800 }, commands: { parkPointer } },
            setupFiles: ['./test/setup-browser.ts', './test/setup-visual.ts'],
          },
        },
      ],
    },
  }),
);
