import type { Decorator, Preview } from '@storybook/react-vite';
import { loadCatalogue } from '../src/i18n/resolve';
import { EarnProvider } from '../src/components/EarnProvider';
import type { Site, ThemeName } from '../src/context';
import { defaultsFromDescriptions } from './argTypeDefaults';
// Every theme's variables, as a host's `import 'earnkit/styles.css'` brings them: src/theme/index.ts imports this
// file for its side effect alone, which the static build's tree-shaking drops (see vanillaExtractSideEffects).
import '../src/theme/themes.css';
import { configure } from 'storybook/test';

// A story's finds and waits allow a busy machine the time the unit tests allow (test/setup-unit.ts): a lazily loaded
// dialog or tooltip bubble is a chunk fetched on first use, which Testing Library's default second does not always
// cover on a loaded CI machine (a SimpleEarnProducts story's tiers dialog missed it once in Arabic).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Wraps every story in the provider the toolbar describes: theme, locale (Arabic is RTL), site. A story whose
 * percentages are type and colour samples, not rates (the foundations), says so with the `percentSamples`
 * parameter, and the rate scan (P-47, bareRates) passes them.
 */
const withEarnProvider: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const locale = (context.globals.locale ?? 'en') as string;
  const site = (context.globals.site ?? 'global') as Site;
  return (
    <EarnProvider theme={theme} locale={locale} site={site} navigate={() => undefined}>
      <div
        style={{ background: 'var(--ek-color-background)', padding: 'var(--ek-space-lg)', minBlockSize: '100%' }}
        data-percent={context.parameters.percentSamples === true ? 'not-a-rate' : undefined}
      >
        <Story />
      </div>
    </EarnProvider>
  );
};

const preview: Preview = {
  decorators: [withEarnProvider],
  // The provider loads a translation (and the US wording) on first use; load them before the story renders.
  loaders: [
    async ({ globals }) => {
      await loadCatalogue(String(globals.locale ?? 'en'), globals.site === 'us' ? 'us' : 'global');
      return {};
    },
  ],
  tags: ['autodocs'],
  argTypesEnhancers: [defaultsFromDescriptions],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['light', 'dark', 'vip'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale (Arabic is right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    site: {
      description: 'Site variant',
      toolbar: { title: 'Site', icon: 'location', items: ['global', 'us'], dynamicTitle: true },
    },
  },
  initialGlobals: {
    // Story tests run each story in light, dark and Arabic (vitest.config.ts sets these per project).
    theme: import.meta.env.VITE_STORY_THEME ?? 'light',
    locale: import.meta.env.VITE_STORY_LOCALE ?? 'en',
    site: 'global',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    // The guides (getting started, theming, ...) before the components they explain.
    options: {
      storySort: {
        order: [
          'Guides',
          [
            'Getting started',
            'Theming',
            'i18n and RTL',
            'Flows and the API client',
            'Testing your app',
            'Accessibility',
          ],
          'Foundations',
          'Components',
          'Overlays',
          'Flows',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Accessibility violations fail the story tests (toolchain trap 4).
    a11y: { test: 'error' },
  },
};

export default preview;
