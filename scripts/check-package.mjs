// The package checks of `npm test`: build with tsup, then what the tarball holds, publint --strict and attw on
// the packed tarball.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import {
  declarationsWithRequirementIds,
  genericExports,
  homeProblems,
  mapsWithSourcesContent,
  packedFiles,
} from './package-contents.mjs';

// Each command is written out in full (no wrapper) so knip reads the binaries this script runs.
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const files = packedFiles();
const problems = homeProblems(JSON.parse(readFileSync('package.json', 'utf8')));
const withSources = mapsWithSourcesContent(files);
if (withSources.length) {
  problems.push(`${withSources.length} source maps carry sourcesContent (e.g. ${withSources[0]}); set it off in tsup`);
}
const withIds = declarationsWithRequirementIds(files);
if (withIds.length) {
  problems.push(
    `${withIds.length} lines of the declarations name a requirement id (scripts/declarations-without-ids.mjs ` +
      `takes them out after tsup), e.g. ${withIds[0]}`,
  );
}
const generic = genericExports(files);
if (generic.length) problems.push(`exports too generic for a host's import list: ${generic.join(', ')}`);
if (problems.length) {
  console.error('Package check failed:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  `Package contents: ${files.length} files; no source map carries its sources, no declaration names a requirement id.`,
);
execFileSync('npx', ['publint', '--strict'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
// styles.css is a stylesheet, not a module with types (toolchain trap 8).
execFileSync('npx', ['attw', '--pack', '.', '--exclude-entrypoints', './styles.css'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
