// ESLint (flat config): typescript-eslint, the rules of hooks and jsx-a11y over the library, the reference
// app, stories, end-to-end tests and scripts. Formatting is Prettier's job (`prettier --check`), not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'storybook-static/**',
      'coverage/**',
      'example-app/dist/**',
      'example-app/dist-server/**',
      'example-app/.data/**',
      'example-app/data/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls must take the keyboard's focus, or a keyboard user cannot scroll it (WCAG 2.1.1,
      // axe's scrollable-region-focusable); such a box is a region named by what it holds (a table's
      // caption, a dialog's title), which is what a screen reader says when it gets the focus. The
      // recommended options allow only 'tabpanel'; the rule's docs name scroll boxes as the exception.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Prettier keeps code within 120 columns but never breaks a comment or a string: this keeps comments there
      // too. A string stays whole (a test's name or a message is searched for as written).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);
