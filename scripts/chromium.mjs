// Finds Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium, else (as root) installs
// Debian's `chromium` with apt-get. Stops with a clear message when none can be had.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Launch flags that work on a closed network, as root (see ../shared/toolchain.md). */
export const chromiumArgs = [
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

function found() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

/** The path of a Chromium executable, installing Debian's package when possible. */
export function ensureChromium({ install = true } = {}) {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!install || !isRoot || !hasApt) {
    console.error(
      '\nChromium was not found. The browser tests need it.\n' +
        '  - set CHROME_PATH to a Chromium or Chrome executable, or\n' +
        '  - install it: sudo apt-get install -y chromium (Debian/Ubuntu), then run npm test again.\n',
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package with apt-get (about 30 s)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The same plain install the visual references were made with (its recommended packages bring the
  // DejaVu and Liberation fonts, Arabic included), so screenshots compare like with like.
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  const installed = found();
  if (!installed) {
    console.error('apt-get finished but no Chromium executable was found at ' + CANDIDATES.join(', '));
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
