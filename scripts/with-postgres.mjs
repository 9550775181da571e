// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs <command...>`.
// Finds Debian's PostgreSQL (installs the `postgresql` package with apt-get when missing and running as
// root), creates a cluster in a temporary folder of its own, starts it on a free port on 127.0.0.1 (a
// port taken meanwhile by another run means another free port), runs the command with DATABASE_URL set,
// then stops the server and removes the folder. Nothing is shared with another run at the same time, in
// this clone or another. As root the server runs as the `postgres` user, since PostgreSQL refuses to run
// as root. When no PostgreSQL can be had it runs nothing: on a laptop without root it says so and exits
// 0 (the PGlite run of the same tests has already passed); under CI (`CI` set) it fails, so a CI run
// cannot pass without the PostgreSQL step.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when `CI` says this is a CI run (any value but empty, 0 or false, as CI services set it). */
export function isCi(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** What to do when no PostgreSQL can be had: the exit status and what to say. */
export function withoutPostgres(env = process.env) {
  return isCi(env)
    ? {
        status: 1,
        message:
          "No PostgreSQL server could be had, and CI is set: the simulator's PostgreSQL tests must run here. Install Debian's postgresql package (or run as root, which installs it).",
      }
    : {
        status: 0,
        message:
          "No PostgreSQL server could be had here (install Debian's postgresql package); the simulator tests ran on PGlite only.",
      };
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function installPostgres() {
  console.log("PostgreSQL not found: installing Debian's postgresql package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another run installing at the same moment holds apt's lock: wait for it rather than fail.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  execFileSync('apt-get', [...wait, 'update'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...wait, 'install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function main(command) {
  let bin = binDir();
  if (!bin && isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    installPostgres();
    bin = binDir();
  }
  if (!bin) {
    const { status, message } = withoutPostgres();
    (status === 0 ? console.log : console.error)(message);
    return status;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'earnkit-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL will not run as root: as root, the cluster belongs to the postgres user.
  const asOwner = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
  if (isRoot) {
    const uid = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(uid), Number(gid));
  }
  const run = (args) => {
    const [file, rest] = asOwner(args);
    execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const pgCtl = path.join(bin, 'pg_ctl');
  let status = 1;
  try {
    run([path.join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    let port;
    for (let attempt = 1; port === undefined; attempt++) {
      const candidate = await freePort();
      try {
        run([
          pgCtl,
          '-D',
          data,
          '-l',
          path.join(dir, 'server.log'),
          '-w',
          '-o',
          `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
          'start',
        ]);
        port = candidate;
      } catch (error) {
        // The port was free when probed; another process may have taken it since.
        if (attempt === 3) throw error;
      }
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    console.log(`PostgreSQL (${path.basename(path.dirname(bin))}) on ${url}`);
    const [file, ...args] = command;
    status = spawnSync(file, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } }).status ?? 1;
  } finally {
    try {
      run([pgCtl, '-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped, or never started: the folder goes anyway.
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return status;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: node scripts/with-postgres.mjs <command...>');
    process.exit(2);
  }
  process.exit(await main(command));
}
