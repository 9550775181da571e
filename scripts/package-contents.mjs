// What the packed tarball holds, checked file by file (run by scripts/check-package.mjs after the build).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The files `npm pack` would put in the tarball, as paths relative to the project. */
export function packedFiles() {
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { encoding: 'utf8' }));
  return pack.files.map((file) => file.path);
}

/** Source maps that carry the sources themselves: a map is for stack traces, the sources are not shipped. */
export function mapsWithSourcesContent(files) {
  return files
    .filter((file) => file.endsWith('.map'))
    .filter((file) => (JSON.parse(readFileSync(file, 'utf8')).sourcesContent ?? []).some((text) => text != null));
}
