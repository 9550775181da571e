import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Stack } from '../../src/components/layout';
import { textStyles } from '../../src/theme';
import { catalogueText } from './storyCatalogue';

const spaceNames = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

/** A tile standing for any content, so the space between tiles is what the story shows. */
function Tile({ children }: { children: string }) {
  return (
    <Box padding="sm" background="surfaceSunken" borderRadius="sm" className={textStyles.body}>
      {children}
    </Box>
  );
}

const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { space: 'md', align: 'stretch' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
  render: (args, { globals }) => (
    <Stack {...args} data-testid="stack">
      <Tile>{catalogueText(globals, 'common.available')}</Tile>
      <Tile>{catalogueText(globals, 'common.max')}</Tile>
      <Tile>{catalogueText(globals, 'common.confirm')}</Tile>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Children one under the other, the same token of space between each. */
export const StackOfTiles: Story = {
  play: async ({ canvas, globals }) => {
    const tiles = [
      canvas.getByText(catalogueText(globals, 'common.available')),
      canvas.getByText(catalogueText(globals, 'common.max')),
    ].map((tile) => tile.getBoundingClientRect());
    const space = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ek-space-md'));
    await expect(tiles[1]!.top - tiles[0]!.bottom).toBeCloseTo(space, 0);
  },
};

/** Side by side in the reading direction: the first tile starts on the left in English, on the right in Arabic. */
export const InlineInReadingOrder: Story = {
  render: (_args, { globals }) => (
    <Inline space="sm" as="ul" aria-label="Tiles" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {(['common.available', 'common.max', 'common.confirm'] as const).map((key) => (
        <li key={key}>
          <Tile>{catalogueText(globals, key)}</Tile>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvas, globals }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    if (globals.locale === 'ar') await expect(first!.left).toBeGreaterThan(second!.left);
    else await expect(first!.left).toBeLessThan(second!.left);
  },
};

/** A header's shape: title at the start, actions at the end, on one line from the breakpoint up. */
export const HeaderWithActions: Story = {
  render: (_args, { globals }) => (
    <Box padding="lg" background="surface" borderRadius="lg">
      <Inline space="md" align="between" data-testid="header">
        <h2 className={textStyles.heading} style={{ margin: 0 }}>
          {catalogueText(globals, 'common.available')}
        </h2>
        <Inline space="sm">
          <Tile>{catalogueText(globals, 'common.cancel')}</Tile>
          <Tile>{catalogueText(globals, 'common.confirm')}</Tile>
        </Inline>
      </Inline>
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: catalogueText(globals, 'common.available') })).toBeVisible();
  },
};
