import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Stack } from '../../src/components/layout';
import { lightTokens, textStyles, vars } from '../../src/theme';

const spaceNames = Object.keys(lightTokens.space) as Array<keyof typeof lightTokens.space>;
const radiusNames = Object.keys(lightTokens.radius) as Array<keyof typeof lightTokens.radius>;

/** Every step of the spacing scale as a bar of its length, with its token name and value. */
function SpacingScale() {
  return (
    <Stack as="ul" space="sm" aria-label="Spacing" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {spaceNames.map((name) => (
        <Inline as="li" key={name} space="md" className={textStyles.body} style={{ color: vars.color.text }}>
          <code style={{ minInlineSize: '10ch' }}>space.{name}</code>
          <code style={{ minInlineSize: '6ch', color: vars.color.textSecondary }}>{lightTokens.space[name]}</code>
          <span
            aria-hidden
            data-testid={`space-${name}`}
            style={{ inlineSize: vars.space[name], blockSize: vars.space.md, background: vars.color.brand }}
          />
        </Inline>
      ))}
    </Stack>
  );
}

/** Every corner radius on a tile, with its token name. */
function RadiusScale() {
  return (
    <Inline as="ul" space="lg" aria-label="Radius" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {radiusNames.map((name) => (
        <li key={name}>
          <Stack space="xs" align="center" className={textStyles.caption}>
            <Box
              background="surfaceSunken"
              borderRadius={name}
              style={{
                inlineSize: vars.size.controlLg,
                blockSize: vars.size.controlLg,
                border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
              }}
            />
            <code>radius.{name}</code>
          </Stack>
        </li>
      ))}
    </Inline>
  );
}

const meta = { title: 'Foundations/Spacing', component: SpacingScale } satisfies Meta<typeof SpacingScale>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale: each step as long as its token, in order. */
export const Space: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(spaceNames.length);
    const widths = spaceNames.map((name) => canvas.getByTestId(`space-${name}`).getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths.at(-1)).toBe(parseFloat(lightTokens.space.xxl));
  },
};

/** The corner radii, from a tag's to a pill's. */
export const Radius: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Radius' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(radiusNames.length);
  },
};
