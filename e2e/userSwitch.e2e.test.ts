/**
 * Switching the demo user in the header, again and again, on a page whose data needs a login: the
 * simulator ends the old session before the new cookie arrives, so calls in flight answer 401, and
 * none of that may look like a logout.
 */
import { describe, expect, it } from 'vitest';
import { failedLoad, openApp, openDemoPanel, startBrowser } from './support';

startBrowser();

describe('switching the demo user', () => {
  it('several switches in a row never land on /login, and each shows the new user their holdings', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', {
      user: 'alice',
      // Calls sent under the session a switch has just ended answer 401; the browser logs each one.
      expectedConsoleErrors: [{ text: failedLoad(401), url: /\/apiw\// }],
    });
    try {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      const heading = page.getByRole('heading', { name: 'My holdings', level: 1 });
      await heading.waitFor();
      // The switch lives in the header's Demo panel, which stays open from one switch to the next.
      const userSwitch = (await openDemoPanel(page)).getByRole('combobox', { name: 'Demo user' });
      for (const user of ['victor', 'unity', 'alice', 'carla', 'victor', 'lena', 'alice']) {
        const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/__sim/login');
        await userSwitch.selectOption(user);
        await login;
        // The new user's holdings, answered under the new session (calls sent under the old one may
        // still answer 401 meanwhile).
        await page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/apiw/v2/uni-loan/earn/subscribe' && response.status() === 200,
        );
        await heading.waitFor();
        expect(new URL(page.url()).pathname).toBe('/simple-earn/my-lendings');
      }
      expect(visited.filter((path) => path === '/login')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
