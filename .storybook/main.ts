import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

/**
 * Keeps the side-effect-only imports of vanilla-extract files (`import './themes.css'` in src/theme, which
 * defines every theme's variables) in Storybook's static build. package.json's `sideEffects` lists only
 * `**\/*.css`, which a `.css.ts` file does not match, so the production bundler dropped the import and the
 * built docs site showed every component without its theme (no colours, the browser's serif font); the dev
 * server and the story tests do not tree-shake, so only the static site lost it.
 */
export const vanillaExtractSideEffects: Plugin = {
  name: 'earnkit:vanilla-extract-side-effects',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    return /\.css\.ts(\?|$)/.test(id) ? { code, map: null, moduleSideEffects: true } : null;
  },
};

const config: StorybookConfig = {
  // Guide pages (MDX) first, then the component and flow stories.
  stories: ['../stories/guides/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), vanillaExtractSideEffects] }),
  typescript: {
    // react-docgen (Storybook's default) reads one file: props a component inherits from an imported type
    // (AmountInput's `value`, `maxAmount`, ... from useAmountInput's options) were missing from its table.
    // react-docgen-typescript asks the compiler, so the table lists every prop a host can pass.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The props declared by earnkit, plus Radix's `asChild` (Modal.Trigger and Modal.Close take it): not
      // the hundreds of DOM attributes a part passes through to its element.
      propFilter: (prop) =>
        prop.name === 'asChild' ||
        (prop.declarations ?? []).some((declaration) => !declaration.fileName.includes('node_modules')),
    },
  },
};

export default config;
