// README screenshots from the running reference app: `node scripts/screenshots.mjs` (starts its own server).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const server = await createServer({ configFile: new URL('../example-app/vite.config.ts', import.meta.url).pathname, server: { port: 0 }, logLevel: 'error' });
await server.listen();
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
mkdirSync('docs/images', { recursive: true });
try {
  for (const [name, viewport] of [['subscribe-dialog', { width: 1280, height: 760 }], ['subscribe-sheet-mobile', { width: 375, height: 760 }]]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const field = page.getByRole('textbox', { name: 'Amount' });
    await field.pressSequentially('.5');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `docs/images/${name}.png` });
    await context.close();
    console.log(`docs/images/${name}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
