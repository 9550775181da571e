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

/**
 * What is wrong with the package's public home: `repository`, `homepage` and `bugs` must all be set, on a real
 * host (no example/invalid/local address), and name the same repository, so changing the home is one search.
 */
export function homeProblems(manifest) {
  const problems = [];
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const bugs = typeof manifest.bugs === 'string' ? manifest.bugs : manifest.bugs?.url;
  const fields = { repository, homepage: manifest.homepage, bugs };
  for (const [field, value] of Object.entries(fields)) {
    if (!value) problems.push(`package.json has no ${field}`);
    else if (/example\.|\.invalid\b|localhost|^git\+file:|^file:/.test(value)) {
      problems.push(`package.json ${field} is a placeholder or local address: ${value}`);
    }
  }
  const home = repository?.replace(/^git\+/, '').replace(/\.git$/, '');
  for (const field of ['homepage', 'bugs']) {
    if (home && fields[field] && !fields[field].startsWith(home)) {
      problems.push(`package.json ${field} (${fields[field]}) is not under the repository (${home})`);
    }
  }
  return problems;
}
