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
import { bundleHost, installHost, singleImports } from './host-bundle.mjs';
import { familiesInSources, topLevelRules } from './style-families.mjs';

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
// The stylesheet per component family (P-44, tsup.config.ts): a file for the theme and for each folder of
// src/components and src/flows that writes rules, each in the tarball, and together exactly the whole: no rule lost
// or added, none written twice.
const missingFamilies = familiesInSources('.').filter((family) => !files.includes(`dist/styles/${family}.css`));
if (missingFamilies.length) {
  problems.push(
    `the tarball has no stylesheet for ${missingFamilies.map((family) => `styles/${family}.css`).join(', ')}`,
  );
}
const familyFiles = files.filter((file) => /^dist\/styles\/.+\.css$/.test(file));
const wholeRules = topLevelRules(readFileSync('dist/styles.css', 'utf8'));
const familyRules = topLevelRules(familyFiles.map((file) => readFileSync(file, 'utf8')).join('\n'));
if (wholeRules.join('\n') !== familyRules.join('\n')) {
  const lost = wholeRules.filter((rule) => !familyRules.includes(rule));
  problems.push(
    `the family stylesheets (${familyFiles.length}) hold ${familyRules.length} rules, styles.css ${wholeRules.length}` +
      (lost.length ? `; not in any family: ${lost[0].slice(0, 120)}` : ''),
  );
}
// Pay for what you import, as a Vite host builds it: the chart's chunk (recharts) only with AprChart, and one
// function of earnkit/domain without the rest of the domain (nor decimal.js, which that function does not use).
const host = installHost();
const amountInput = await bundleHost(host, singleImports.AmountInput);
const chartChunks = amountInput.chunks.filter((chunk) => chunk.packages.includes('recharts'));
if (chartChunks.length) {
  problems.push(`a host importing only AmountInput emits the chart's chunk ${chartChunks[0].fileName} (recharts)`);
}
// Its English only: the catalogue namespaces whose strings the bundle carries ("kitData.list.end":"No more records").
const namespaces = new Set(
  [...amountInput.initialCode.matchAll(/"([a-zA-Z]+)\.[\w.]+":["`]/g)].map(([, name]) => name),
);
const foreign = [...namespaces].filter((name) => !['amountInput', 'common'].includes(name));
if (foreign.length) problems.push(`a host importing only AmountInput carries the strings of ${foreign.join(', ')}`);
// Nor the theme's runtime, which only the stylesheet and a host's own code use: the sprinkles' tables (their
// `mappings`) and the dark palette came along while vanilla-extract's `createSprinkles(...)` and the tokens' object
// spreads were top-level code a bundler keeps (tsup.config.ts marks the one pure, src/theme/tokens.ts the other).
const themeRuntime = [
  ['the sprinkles', /mappings:\[/],
  ['the dark palette', /#0b0d11/],
].filter(([, pattern]) => pattern.test(amountInput.initialCode));
if (themeRuntime.length) {
  problems.push(`a host importing only AmountInput carries ${themeRuntime.map(([name]) => name).join(' and ')}`);
}
// One flow, not the others: top-level message spreads and lazy dialogs in src/flows are annotated pure, so a host
// importing SimpleEarnProducts carries none of the other flows' strings.
const otherFlows = [
  'autoEarnFlows',
  'dualEarn',
  'dualEarnOrders',
  'holdingsFlows',
  'launchpoolEligibility',
  'launchpoolPages',
  'launchpoolRecords',
  'launchpoolStake',
  'myEarn',
  'softStakingSwitch',
  'stakingHoldings',
  'stakingPages',
  'stakingRedeem',
  'stakingStake',
  'wealthFlows',
];
const oneFlow = await bundleHost(host, singleImports['one flow (SimpleEarnProducts)']);
const flowNamespaces = new Set(
  [...oneFlow.initialCode.matchAll(/"([a-zA-Z]+)\.[\w.]+":["`]/g)].map(([, name]) => name),
);
const otherFlowStrings = otherFlows.filter((name) => flowNamespaces.has(name));
if (otherFlowStrings.length) {
  problems.push(`a host importing only SimpleEarnProducts carries the strings of ${otherFlowStrings.join(', ')}`);
}
const domainFunction = await bundleHost(host, singleImports['one domain function (sanitizeAmountText)']);
const domainPackages = domainFunction.chunks.flatMap((chunk) => chunk.packages);
if (domainPackages.includes('decimal.js') || domainFunction.allJs > 3 * 1024) {
  problems.push(
    `a host importing only sanitizeAmountText from earnkit/domain bundles ${domainFunction.allJs} bytes gzipped ` +
      `(${domainPackages.join(', ') || 'no package'}): the rest of the domain is not tree-shaken away`,
  );
}
if (problems.length) {
  console.error('Package check failed:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  `Package contents: ${files.length} files; ${familyFiles.length} family stylesheets, together styles.css; no source map carries its sources, no declaration names a requirement id; a host pays for what it imports.`,
);
execFileSync('npx', ['publint', '--strict'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
// styles.css is a stylesheet, not a module with types (toolchain trap 8).
execFileSync('npx', ['attw', '--pack', '.', '--exclude-entrypoints', './styles.css'], { stdio: 'inherit' });
for (const file of readdirSync('.').filter((name) => name.endsWith('.tgz'))) rmSync(file);
