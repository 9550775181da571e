// A host app, as a front-end team would write it: installs the packed tarball, imports
// { EarnProvider, AmountInput, Modal } from 'earnkit' and 'earnkit/styles.css', builds with Vite, and
// renders in Chromium. Fails on any console error, or when the field does not sanitise what is typed.
// Works offline: the host sits in .cache/ inside the project, so the tarball's own dependencies
// (decimal.js, Radix, ...) and React resolve from the project's node_modules, as they would from the host's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const host = path.join(root, '.cache', 'host-app');
rmSync(host, { recursive: true, force: true });
mkdirSync(path.join(host, 'node_modules', 'earnkit'), { recursive: true });
mkdirSync(path.join(host, 'src'), { recursive: true });

const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', host], { cwd: root, encoding: 'utf8' })
  .trim()
  .split('\n')
  .pop();
execFileSync('tar', [
  '-xzf',
  path.join(host, tarball),
  '-C',
  path.join(host, 'node_modules', 'earnkit'),
  '--strip-components=1',
]);

writeFileSync(
  path.join(host, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Host</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
);
writeFileSync(
  path.join(host, 'src', 'main.tsx'),
  `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AmountInput, EarnProvider, Modal } from 'earnkit';
import 'earnkit/styles.css';

function App() {
  const [amount, setAmount] = useState('');
  return (
    <EarnProvider locale="en" navigate={() => undefined}>
      <Modal.Root>
        <Modal.Trigger>Subscribe</Modal.Trigger>
        <Modal.Content>
          <Modal.Title>Subscribe USDT</Modal.Title>
          <AmountInput label="Amount" coin="USDT" decimals={8} value={amount} onValueChange={setAmount} />
        </Modal.Content>
      </Modal.Root>
      <output data-testid="value">{amount}</output>
    </EarnProvider>
  );
}
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
);

const config = { root: host, logLevel: 'error', plugins: [react()], build: { outDir: path.join(host, 'dist') } };
await build(config);
const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const errors = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const field = page.getByRole('dialog', { name: 'Subscribe USDT' }).getByRole('textbox', { name: 'Amount' });
  await field.pressSequentially('.5');
  const value = await page.getByTestId('value').textContent();
  if (value !== '0.5') errors.push(`typing ".5" gave "${value}", expected "0.5"`);
  const background = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ek-color-brand').trim(),
  );
  if (!background) errors.push('earnkit/styles.css did not define the theme variables');
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
for (const file of readdirSync(host).filter((name) => name.endsWith('.tgz'))) rmSync(path.join(host, file));
if (errors.length) {
  console.error('Host app check failed:\n  ' + errors.join('\n  '));
  process.exit(1);
}
console.log(
  `Host app check: installed ${tarball}, imported earnkit and earnkit/styles.css, rendered with no console errors.`,
);
