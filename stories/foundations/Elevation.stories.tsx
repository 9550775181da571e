import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Stack } from '../../src/components/layout';
import { lightTokens, textStyles, vars } from '../../src/theme';

const elevationNames = Object.keys(lightTokens.shadow) as Array<keyof typeof lightTokens.shadow>;
// What each step lifts, so a screen picks by meaning.
const usedFor: Record<(typeof elevationNames)[number], string> = {
  sm: 'cards, rows on hover',
  md: 'popovers, menus, tooltips',
  lg: 'dialogs and bottom sheets',
};

/** The elevation scale: a surface at each shadow token, on the page background. */
function ElevationScale() {
  return (
    <Box padding="xl" background="background">
      <Inline as="ul" space="xl" aria-label="Elevation" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {elevationNames.map((name) => (
          <li key={name}>
            <Box
              padding="lg"
              background="surface"
              borderRadius="lg"
              data-testid={`elevation-${name}`}
              style={{ boxShadow: vars.shadow[name], minInlineSize: '12rem', color: vars.color.text }}
            >
              <Stack space="xs">
                <code className={textStyles.heading}>shadow.{name}</code>
                <span className={textStyles.caption}>{usedFor[name]}</span>
              </Stack>
            </Box>
          </li>
        ))}
      </Inline>
    </Box>
  );
}

const meta = { title: 'Foundations/Elevation', component: ElevationScale } satisfies Meta<typeof ElevationScale>;
export default meta;

/** Three steps of elevation, each surface lifted by its own shadow token (the theme's colours for it). */
export const Elevation: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const shadows = elevationNames.map((name) => getComputedStyle(canvas.getByTestId(`elevation-${name}`)).boxShadow);
    for (const shadow of shadows) await expect(shadow).not.toBe('none');
    await expect(new Set(shadows).size).toBe(elevationNames.length);
  },
};
