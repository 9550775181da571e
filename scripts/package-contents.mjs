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

/** A requirement or decision id of the spec (SE-SUB-03, LP-AMT-02, DEC-14): the repository's, not a host's. */
export const requirementId = /\b(?:[A-Z]{2,3}-[A-Z]+-\d+|DEC-\d+|P-\d+)\b/;

/** Lines of the packed declarations that still name a requirement id, as `file:line: text`. */
export function declarationsWithRequirementIds(files) {
  const found = [];
  for (const file of files.filter((name) => /\.d\.c?ts$/.test(name))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => requirementId.test(text) && found.push(`${file}:${index + 1}: ${text.trim()}`));
  }
  return found;
}

/** Names too generic for a host's import list: they clash with the host's own and say nothing of earnkit. */
const genericNames = new Set(['en', 'ar', 'Result']);

/** Exports of the packed entries' declarations named only generically, as `file: name`. */
export function genericExports(files) {
  const found = [];
  for (const file of files.filter((name) => /^dist\/[\w/]+\.d\.ts$/.test(name))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/export (?:type )?\{([^}]*)\}/g)) {
      for (const name of names.split(',').map((each) =>
        each
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )) {
        if (genericNames.has(name.replace(/^type\s+/, ''))) found.push(`${file}: ${name}`);
      }
    }
  }
  return found;
}
