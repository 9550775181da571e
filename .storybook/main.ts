import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Guide pages (MDX) first, then the component and flow stories.
  stories: ['../stories/guides/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
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
