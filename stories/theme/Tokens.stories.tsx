import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTokens } from '../../src/theme';

function TokenGallery() {
  return (
    <ul aria-label="Colour roles" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 'var(--ek-space-sm)', listStyle: 'none', padding: 0, margin: 0 }}>
      {Object.keys(lightTokens.color).map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--ek-space-sm)', color: 'var(--ek-color-text)' }}>
          <span aria-hidden style={{ inlineSize: 'var(--ek-size-iconLg)', blockSize: 'var(--ek-size-iconLg)', borderRadius: 'var(--ek-radius-sm)', border: '1px solid var(--ek-color-border)', background: `var(--ek-color-${name})` }} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Theme/Tokens', component: TokenGallery } satisfies Meta<typeof TokenGallery>;
export default meta;

/** SH-VIP-02 every colour role of the active theme (switch light, dark and VIP in the toolbar). */
export const ColourRoles: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Colour roles' })).toBeVisible();
  },
};
