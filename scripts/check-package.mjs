// The package checks of `npm test`: build with tsup, then publint --strict and attw on the packed tarball.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('npm', ['run', 'build', '--silent']);
run('npx', ['publint', '--strict']);
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
// styles.css is a stylesheet, not a module with types (toolchain trap 8).
run('npx', ['attw', '--pack', '.', '--exclude-entrypoints', './styles.css']);
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
