// The stylesheet per component family (decision P-44): tsup.config.ts cuts the whole `styles.css` along the source
// folders its rules come from, and scripts/check-package.mjs checks the cut (every family shipped, no rule lost).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const kebab = (name) => name.replace(/[A-Z]/g, (letter, at) => (at ? '-' : '') + letter.toLowerCase());

/**
 * The family a source file's styles belong to: `theme` (tokens, base rules, text styles, sprinkles: every family
 * needs it), a component folder (`src/components/AmountInput/...` -> `amount-input`) or a flow folder
 * (`src/flows/holdings/rateAlerts/...` -> `flows/holdings`).
 */
export function styleFamilyOf(file) {
  if (file.startsWith('src/theme/')) return 'theme';
  const [, area, folder] = /^src\/(components|flows)\/([^/]+)\//.exec(file) ?? [];
  if (!folder) return undefined;
  return area === 'components' ? kebab(folder) : `flows/${kebab(folder)}`;
}

// vanilla-extract's mark before each source file's rules:
// `/* vanilla-extract-css-ns:src/x.css.ts.vanilla.css?source=... */`.
const sourceMark = /\/\* vanilla-extract-css-ns:([^?*]+?)\.vanilla\.css[^*]*\*\/\n?/g;

/**
 * Cuts vanilla-extract's stylesheet (its source marks still in) into the whole, unmarked, and one stylesheet per
 * family holding that family's rules in the whole's order. `metafile` (esbuild's, of the same build) tells which
 * families each family's code reaches: each file opens with the stylesheets to import with it, in the whole's order.
 */
export function splitStylesheet(marked, metafile) {
  const parts = marked.split(sourceMark);
  if (parts[0].trim()) throw new Error('styles: rules before the first source mark');
  const order = [];
  const rulesOf = new Map();
  for (let at = 1; at < parts.length; at += 2) {
    const family = styleFamilyOf(parts[at]);
    if (!family) throw new Error(`styles: ${parts[at]} is in no family (src/theme, src/components/*, src/flows/*)`);
    if (!rulesOf.has(family)) {
      order.push(family);
      rulesOf.set(family, []);
    }
    rulesOf.get(family).push(parts[at + 1]);
  }
  const inputs = metafile.inputs;
  const reached = (family) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !inputs[file]) return;
      seen.add(file);
      for (const { path: imported } of inputs[file].imports) visit(imported);
    };
    Object.keys(inputs)
      .filter((file) => styleFamilyOf(file) === family)
      .forEach(visit);
    return new Set([...seen].map((file) => styleFamilyOf(file.replace(/^vanilla-extract-css-ns:/, ''))));
  };
  const families = order.map((family) => {
    const needs = family === 'theme' ? new Set(['theme']) : reached(family).add('theme').add(family);
    const files = order.filter((each) => needs.has(each)).map((each) => `earnkit/styles/${each}.css`);
    const header =
      family === 'theme'
        ? '/* earnkit/styles/theme.css: the tokens, base rules and text styles every family needs; import it first. */\n'
        : `/* earnkit/styles/${family}.css: import, in this order, ${files.join(', ')}. */\n`;
    return { family, needs: files, css: header + rulesOf.get(family).join('') };
  });
  return { whole: marked.replace(sourceMark, ''), families };
}

/** A stylesheet's top-level rules and at-rules (comments dropped), each as written: a multiset for comparing. */
export function topLevelRules(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) {
      rules.push(text.slice(start, at + 1).trim());
      start = at + 1;
    }
  }
  if (text.slice(start).trim()) rules.push(text.slice(start).trim());
  return rules.sort();
}

/** The families the sources define styles in: a folder with a `.css.ts` that writes a rule (not only sprinkles). */
export function familiesInSources(root) {
  const families = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        file.endsWith('.css.ts') &&
        /\b(?:style|globalStyle|styleVariants|keyframes|fontFace|createGlobalTheme)\(/.test(
          readFileSync(path.join(root, file), 'utf8'),
        )
      ) {
        families.add(styleFamilyOf(file));
      }
    }
  };
  ['src/theme', 'src/components', 'src/flows'].forEach(walk);
  return [...families];
}
