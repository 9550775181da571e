// What a Vite host app bundles for one import of earnkit (scripts/host-bundle.mjs: the packed tarball installed in
// an app, Vite's production build), beside the figure docs/performance.md gives for the part alone. The host's own
// React is measured alone first and taken off, so each row is what earnkit and its dependencies add. Run
// `npm run build` first.
import { bundleHost, installHost, singleImports } from '../scripts/host-bundle.mjs';

// docs/performance.md's "each part alone" figures (esbuild, react external), KB min+gzip.
const tableKb = {
  AmountInput: 18.8,
  'AmountInput with theme.css and amount-input.css': 18.8,
  'AmountInput with styles.css': 18.8,
  Modal: 16.5,
  'one domain function (sanitizeAmountText)': 34.2,
  AprChart: 138.9,
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const host = installHost('host-imports-bench');
const [baselineName, ...parts] = Object.keys(singleImports);
const baseline = await bundleHost(host, singleImports[baselineName]);
const rows = [];
for (const part of parts) {
  const result = await bundleHost(host, singleImports[part]);
  // The domain function needs no React: nothing of the baseline to take off.
  const react = result.chunks.some((chunk) => chunk.packages.includes('react-dom')) ? baseline.initialJs : 0;
  rows.push({
    import: part,
    'at start KB': kb(result.initialJs - react),
    'loaded later KB': kb(result.allJs - result.initialJs),
    'chunks loaded later': result.chunks.filter((chunk) => !chunk.initial).length,
    'CSS KB': kb(result.css),
    recharts: result.chunks.some((chunk) => chunk.packages.includes('recharts')) ? 'emitted' : 'none',
    'table KB (part alone)': tableKb[part],
  });
}
console.log(
  `\nWhat a Vite host bundles for one import, min+gzip, React's own ${kb(baseline.initialJs)} KB taken off ` +
    '(the packed tarball in a Vite app, production build)',
);
console.table(rows);
