// README screenshots from the reference app and its simulated exchange: `node scripts/screenshots.mjs`.
// Starts both (the simulator on a fresh in-memory database), logs in as the demo user Alice, and writes
// docs/images/*.png: the home, the subscribe dialog (desktop) and sheet (375 px), my holdings, a launchpool
// project and its stake dialog, a staking coin and its redemption type select, and My earn with its calendar.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer, runnerImport } from 'vite';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.SIM_MEMORY = '1';
process.env.SIM_PORT ??= '8797';
process.env.SIM_URL = `http://127.0.0.1:${process.env.SIM_PORT}`;
await runnerImport(path.join(root, 'example-app/server/main.ts'), { configFile: false, logLevel: 'error' });
const server = await createServer({
  configFile: path.join(root, 'example-app/vite.config.ts'),
  server: { port: 0 },
  logLevel: 'error',
});
await server.listen();
const url = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
mkdirSync(path.join(root, 'docs/images'), { recursive: true });

async function open(pathname, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.addInitScript(() =>
    localStorage.setItem('earnkit-example-settings', JSON.stringify({ user: 'alice' })),
  );
  const page = await context.newPage();
  await page.goto(url + pathname);
  return { context, page };
}

async function shot(page, name) {
  await page.waitForTimeout(600);
  const file = path.join(root, `docs/images/${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
}

try {
  for (const [name, viewport] of [
    ['subscribe-dialog', { width: 1280, height: 800 }],
    ['subscribe-sheet-mobile', { width: 375, height: 760 }],
  ]) {
    const { context, page } = await open('/simple-earn', viewport);
    await page.getByRole('button', { name: 'Subscribe USDT flexible' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Amount' }).pressSequentially('1500');
    await shot(page, name);
    await context.close();
  }
  {
    const { context, page } = await open('/simple-earn', { width: 1280, height: 800 });
    await page.getByRole('table').getByRole('row', { name: /USDT/ }).first().waitFor();
    await shot(page, 'simple-earn-home');
    await context.close();
  }
  {
    // The phone's first screen (issue 16): the header, the title and the first coins.
    const { context, page } = await open('/simple-earn', { width: 375, height: 812 });
    await page
      .getByRole('button', { name: /^Subscribe USDT/ })
      .first()
      .waitFor();
    await shot(page, 'simple-earn-home-mobile');
    await context.close();
  }
  for (const [name, viewport] of [
    ['holdings', { width: 1280, height: 640 }],
    ['holdings-mobile', { width: 375, height: 812 }],
  ]) {
    const { context, page } = await open('/simple-earn/my-lendings?tab=fixed', viewport);
    await page.getByText('USDT').first().waitFor();
    await shot(page, name);
    await context.close();
  }
  {
    const { context, page } = await open('/launchpool/1', { width: 1280, height: 900 });
    await page
      .getByRole('region', { name: /^USDT pool/ })
      .first()
      .waitFor();
    await shot(page, 'launchpool-project');
    await page
      .getByRole('button', { name: /^Stake USDT pool/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('textbox').first().pressSequentially('500');
    await shot(page, 'launchpool-stake');
    await context.close();
  }
  {
    const { context, page } = await open('/staking/ETH', { width: 1280, height: 900 });
    await page.getByRole('heading', { level: 2, name: 'ETH' }).waitFor();
    await shot(page, 'staking-detail');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await page.getByRole('button', { name: 'Change the redemption type' }).click();
    await page.getByRole('dialog', { name: 'Redemption type' }).waitFor();
    await shot(page, 'staking-redeem-type');
    await context.close();
  }
  {
    const { context, page } = await open('/myaccount/funds/finance/my_lendings', { width: 1280, height: 1100 });
    await page.getByRole('heading', { name: 'Maturity calendar' }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming events' }).waitFor();
    await shot(page, 'my-earn');
    await context.close();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  process.exit(process.exitCode ?? 0);
}
