// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs <command...>`.
// Finds Debian's PostgreSQL (installs the `postgresql` package with apt-get when missing and running as
// root), creates a cluster in a temporary folder, starts it on a free port on 127.0.0.1, runs the command
// with DATABASE_URL set, then stops the server and removes the folder. As root the server runs as the
// `postgres` user, since PostgreSQL refuses to run as root. Exits 0 with a clear message, running
// nothing, when no PostgreSQL can be had (the PGlite run of the same tests has already passed).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
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

let bin = binDir();
if (!bin && isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
  console.log("PostgreSQL not found: installing Debian's postgresql package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  bin = binDir();
}
if (!bin) {
  console.log(
    "No PostgreSQL server could be had here (install Debian's postgresql package); the simulator tests ran on PGlite only.",
  );
  process.exit(0);
}

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dir = mkdtempSync(path.join(tmpdir(), 'earnkit-pg-'));
const data = path.join(dir, 'data');
// PostgreSQL will not run as root: as root, the cluster belongs to the postgres user.
const asOwner = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
if (isRoot) {
  const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
  const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
  chownSync(dir, Number(ids), Number(gid));
}
const run = (args) => {
  const [file, rest] = asOwner(args);
  execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
};

let status = 1;
try {
  run([path.join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run([
    path.join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${path.basename(path.dirname(bin))}) on ${url}`);
  const [file, ...args] = command;
  status = spawnSync(file, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } }).status ?? 1;
} finally {
  try {
    run([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Already stopped, or never started: the folder goes anyway.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
