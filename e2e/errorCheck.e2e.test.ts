/**
 * The check every journey gets after it (support.ts): an uncaught error or a console error in the app
 * fails the test, unless the journey said it expects that console error. The failing cases are marked
 * `it.fails`, so each passes only if the check failed it; what the check said is kept and read by the
 * last test, so a failure for any other reason (the app not loading, say) does not count.
 */
import type { Page } from 'playwright';
import { describe, expect, it, onTestFailed } from 'vitest';
import { openApp, startBrowser } from './support';

startBrowser();

/** What failed each `it.fails` test, by test. */
const failures = new Map<string, string>();
function keepFailure(name: string): void {
  onTestFailed(({ task }) => {
    failures.set(name, (task.result?.errors ?? []).map((error) => error.message).join('\n'));
  });
}

/** Runs `script` in the page and waits until the page has reported the error it causes. */
async function causeError(page: Page, kind: 'pageerror' | 'console', script: () => void): Promise<void> {
  await Promise.all([
    kind === 'pageerror'
      ? page.waitForEvent('pageerror')
      : page.waitForEvent('console', (message) => message.type() === 'error'),
    page.evaluate(script),
  ]);
}

describe('every journey fails on what the app throws or logs as an error', () => {
  it.fails('an uncaught error in the page fails the journey', async () => {
    keepFailure('uncaught');
    const { context, page } = await openApp('/simple-earn/faq', { user: 'guest' });
    try {
      await causeError(page, 'pageerror', () => {
        setTimeout(() => {
          throw new Error('thrown on purpose by the error check');
        });
      });
    } finally {
      await context.close();
    }
  });

  it.fails('a console error fails the journey', async () => {
    keepFailure('console');
    const { context, page } = await openApp('/simple-earn/faq', { user: 'guest' });
    try {
      await causeError(page, 'console', () => console.error('logged on purpose by the error check'));
    } finally {
      await context.close();
    }
  });

  it.fails('an expected console error about another address still fails the journey', async () => {
    keepFailure('elsewhere');
    const { context, page } = await openApp('/simple-earn/faq', {
      user: 'guest',
      expectedConsoleErrors: [{ text: /^expected on purpose$/, url: /\/no-such-page$/ }],
    });
    try {
      await causeError(page, 'console', () => console.error('expected on purpose'));
    } finally {
      await context.close();
    }
  });

  it('a warning, and a console error the journey expects, do not fail it', async () => {
    const { context, page } = await openApp('/simple-earn/faq', {
      user: 'guest',
      expectedConsoleErrors: [{ text: /^expected on purpose$/ }],
    });
    try {
      await causeError(page, 'console', () => {
        console.warn('a warning on purpose');
        console.error('expected on purpose');
      });
    } finally {
      await context.close();
    }
  });

  it('the failing journeys above failed for what their page threw or logged', () => {
    expect(failures.get('uncaught') ?? '').toContain('uncaught: Error: thrown on purpose by the error check');
    expect(failures.get('console') ?? '').toContain('console error: logged on purpose by the error check');
    expect(failures.get('elsewhere') ?? '').toContain('console error: expected on purpose');
  });
});
