/**
 * The layer table of docs/architecture.md as rules (design.md convention 11 and 13): which folder may import
 * which, no flow folder importing a sibling, the reference app through the package's entries only, and no
 * cycles. When a rule is wrong, change it here and in docs/architecture.md together.
 *
 * npx depcruise --config .dependency-cruiser.cjs src example-app stories e2e
 */

/** Tests, their helpers and stories may reach across layers (a test renders what it needs). */
const TEST_FILES = '\\.(test|testing|stories)\\.[cm]?[jt]sx?$';

/** `src/domainTypes.ts` re-exports domain types for the entries' declarations: it counts as the domain. */
const DOMAIN = '^src/(domain/|domainTypes\\.ts$)';

/**
 * The one exception to "a flow folder never imports a sibling" (docs/architecture.md): the holdings screens
 * show the history dialog, the cumulative interest dialog and the auto-earn card, whole flows of their own.
 * They go through the sibling's public index.ts, one way only (history and autoEarn never import holdings),
 * so the no-circular rule and the sibling rule still hold for everything else.
 */
const COMPOSES = { holdings: ['history', 'autoEarn'] };

/** The one app file the page server shares (see the rule page-server-reads-only-the-domain). */
const SIMULATOR_CALL = '^example-app/src/simulatorCall\\.ts$';

/**
 * A rule for one layer: its files may import, inside `src/`, only their own folder and the layers named.
 * Packages are left to the package's dependency lists, except where a rule below says otherwise.
 */
function layer(name, folder, allowed, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: `^src/${folder}/`, pathNot: TEST_FILES },
    to: { path: '^src/', pathNot: [`^src/${folder}/`, ...allowed] },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and the layers meaningless. Type-only imports count too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-decimal',
      comment: 'src/domain is pure TypeScript over decimal.js: no React, no DOM, no other layer.',
      severity: 'error',
      from: { path: DOMAIN, pathNot: TEST_FILES },
      to: { pathNot: [DOMAIN, '^node_modules/decimal\\.js/'] },
    },
    layer('i18n-layer', 'i18n', [DOMAIN], 'Catalogues and formatting read only domain types.'),
    layer('theme-layer', 'theme', [DOMAIN], 'Tokens and themes; the layout breakpoints come from the domain.'),
    layer(
      'context-layer',
      'context',
      [DOMAIN, '^src/i18n/', '^src/theme/'],
      'EarnContext and the hooks that read it (useEarn, useTranslate, useFormat): never a component.',
    ),
    layer(
      'headless-layer',
      'headless',
      [DOMAIN, '^src/context/'],
      'Hooks that hold state and return prop objects: no styles, no components.',
    ),
    layer(
      'components-layer',
      'components',
      [DOMAIN, '^src/headless/', '^src/context/', '^src/theme/', '^src/i18n/'],
      'Styled components (EarnProvider among them): never api/ or flows/.',
    ),
    layer(
      'flows-layer',
      'flows',
      [DOMAIN, '^src/components/', '^src/headless/', '^src/context/', '^src/theme/', '^src/i18n/', '^src/api/'],
      'Screens and dialogs wired to data.',
    ),
    layer('api-layer', 'api', [DOMAIN], 'The client and data hooks: DTOs mapped to domain models, nothing above.'),
    layer(
      'testing-layer',
      'testing',
      [
        DOMAIN,
        '^src/context/',
        '^src/components/EarnProvider/',
        '^src/theme/',
        '^src/i18n/',
        '^src/api/paths\\.ts$',
        '^src/api/dto/',
      ],
      'earnkit/testing: a provider for consumers tests, and (testing/msw) MSW handlers over the call table ' +
        'and sample DTOs. Only the table and the DTO types of api/: the handlers answer the client, never run it.',
    ),
    {
      name: 'no-sibling-flow',
      comment: 'A flow folder never imports a sibling flow folder: what two flows share lives in flows/shared.',
      severity: 'error',
      from: { path: '^src/flows/([^/]+)/', pathNot: [TEST_FILES, `^src/flows/(${Object.keys(COMPOSES).join('|')})/`] },
      to: { path: '^src/flows/[^/]+/', pathNot: ['^src/flows/$1/', '^src/flows/shared/'] },
    },
    ...Object.entries(COMPOSES).map(([folder, parts]) => ({
      name: 'flow-composes-only-public-parts',
      comment: `flows/${folder} renders ${parts.join(' and ')} through their index.ts, nothing else of a sibling.`,
      severity: 'error',
      from: { path: `^src/flows/${folder}/`, pathNot: TEST_FILES },
      to: {
        path: '^src/flows/[^/]+/',
        pathNot: [`^src/flows/${folder}/`, '^src/flows/shared/', `^src/flows/(${parts.join('|')})/index\\.ts$`],
      },
    })),
    {
      name: 'app-through-package-entries',
      comment:
        'The reference app uses the library as a host would: earnkit, earnkit/flows, earnkit/api, ' +
        'earnkit/domain, earnkit/headless, earnkit/testing (aliased to the entries in tsconfig.json and vite.config.ts).',
      severity: 'error',
      from: { path: '^example-app/src/', pathNot: SIMULATOR_CALL },
      to: {
        path: '^src/',
        pathNot: '^src/(index|flows/index|api/index|domain/index|headless/index|testing/index)\\.ts$',
      },
    },
    {
      name: 'app-entries-by-name',
      comment: 'A relative path to an entry (../../src/index.ts) is still a deep import: use the package name.',
      severity: 'error',
      from: { path: '^example-app/src/', pathNot: SIMULATOR_CALL },
      to: { path: '^src/', dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'page-server-reads-only-the-domain',
      comment:
        'example-app/src/simulatorCall.ts also runs while the Vite config loads (the page server), where package ' +
        'names do not resolve: it may read src/domain by path, nothing else.',
      severity: 'error',
      from: { path: SIMULATOR_CALL },
      to: { path: '^src/', pathNot: DOMAIN },
    },
    {
      name: 'simulator-uses-domain-and-api',
      comment:
        'The simulated exchange shares the domain, the API types and the English catalogue (its failure messages), ' +
        'nothing of the UI.',
      severity: 'error',
      from: { path: '^example-app/server/' },
      to: { path: '^src/', pathNot: [DOMAIN, '^src/api/', '^src/i18n/'] },
    },
    {
      name: 'library-never-imports-app-or-tests',
      comment: 'The package builds from src alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(example-app|stories|e2e|test)/' },
    },
    {
      name: 'no-orphans',
      comment: 'A module nobody imports is dead code (entries, configs, tests and stories excepted).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          TEST_FILES,
          '\\.d\\.ts$',
          '(^|/)(vite|vitest|tsup)\\.config\\.ts$',
          '^src/(index|styles\\.entry)\\.ts$',
          '^example-app/src/(main|entry-server)\\.tsx$',
          // Reached through the app's Vite alias (wouter's useSyncExternalStore shim), not an import.
          '^example-app/src/useSyncExternalStore\\.ts$',
          '^e2e/globalSetup\\.ts$',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo or a moved file shows here before the build).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output (dist, example-app/dist-server, ...) and generated files are not source.
    exclude: {
      path: '(^|/)(node_modules|dist|dist-server|storybook-static|coverage|\\.cache|test-results|__screenshots__)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
