// Runs a command with CHROME_PATH set to a Chromium this machine has (installing it if need be).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chrome = ensureChromium();
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
