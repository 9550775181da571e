import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared by Vitest, Storybook and the example app. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The package's entries by name (`earnkit`, `earnkit/flows`, ...), as tsconfig.json's paths map them to src/.
  resolve: { tsconfigPaths: true },
  optimizeDeps: {
    // Discovered late on a cold start, these made the first browser run reload mid-test (toolchain trap 5).
    include: [
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-compose-refs',
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      '@radix-ui/react-switch',
      'class-variance-authority',
      'decimal.js',
      'react-aria',
      'storybook/test',
      // The overlay stack's model test (src/components/Modal/OverlayStack.browser.test.tsx).
      'fast-check',
      'axe-core',
      '@testing-library/user-event',
    ],
  },
});
