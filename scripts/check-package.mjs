// The package checks of `npm test`: build with tsup, then publint --strict and attw on the packed tarball.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

// Each command is written out in full (no wrapper) so knip reads the binaries this script runs.
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
execFileSync('npx', ['publint', '--strict'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
// styles.css is a stylesheet, not a module with types (toolchain trap 8).
execFileSync('npx', ['attw', '--pack', '.', '--exclude-entrypoints', './styles.css'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
