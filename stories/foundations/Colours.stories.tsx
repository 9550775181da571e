import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useEarn, useFormat } from '../../src/context';
import { contrastRatio, darkTokens, lightTokens, vars, vipTokens, type EarnTokens } from '../../src/theme';

const tokensByTheme: Record<string, EarnTokens> = { light: lightTokens, dark: darkTokens, vip: vipTokens };

/** Every colour role of the active theme, with its value. */
function TokenGallery() {
  const { theme } = useEarn();
  const colours = (tokensByTheme[theme] ?? lightTokens).color;
  return (
    <ul
      aria-label="Colour roles"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: vars.space.sm,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {Object.entries(colours).map(([name, value]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text }}>
          <span
            aria-hidden
            style={{
              inlineSize: vars.size.iconLg,
              blockSize: vars.size.iconLg,
              flexShrink: 0,
              borderRadius: vars.radius.sm,
              border: `${vars.size.hairline} solid ${vars.color.border}`,
              background: `var(--ek-color-${name})`,
            }}
          />
          <span>
            <code>{name}</code>
            <br />
            <code style={{ color: vars.color.textSecondary, fontSize: vars.fontSize.xs }}>{value}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

const textOnSurface = [
  'text',
  'textSecondary',
  'textTertiary',
  'brand',
  'positive',
  'negative',
  'warning',
  'figure',
  'up',
  'down',
  'vip',
] as const;

/** Each text role as text on `surface`, with its contrast ratio (at least 4.5:1, WCAG 1.4.3). */
function TextContrast() {
  const { theme } = useEarn();
  const colours = (tokensByTheme[theme] ?? lightTokens).color;
  return (
    <ul
      aria-label="Text contrast on surface"
      style={{
        display: 'grid',
        gap: vars.space.xs,
        listStyle: 'none',
        padding: vars.space.lg,
        margin: 0,
        background: vars.color.surface,
        borderRadius: vars.radius.md,
      }}
    >
      {textOnSurface.map((role) => (
        <li
          key={role}
          data-testid={`contrast-${role}`}
          data-ratio={contrastRatio(colours[role], colours.surface).toFixed(2)}
          style={{ color: `var(--ek-color-${role})` }}
        >
          {role} {contrastRatio(colours[role], colours.surface).toFixed(2)}:1
        </li>
      ))}
    </ul>
  );
}

/**
 * A rise and a fall in the up and down roles. The second group sits under the attribute the provider's
 * `upColor="red"` sets (a nested provider would mount a second toast region).
 */
function UpDownRoles() {
  const format = useFormat();
  const movement = (label: string) => (
    <p style={{ display: 'flex', gap: vars.space.lg, margin: 0, color: vars.color.text }}>
      <span>{label}</span>
      <bdi data-testid="up" style={{ color: vars.color.up }}>
        {format.percent('0.025', { signDisplay: 'exceptZero' })}
      </bdi>
      <bdi data-testid="down" style={{ color: vars.color.down }}>
        {format.percent('-0.012')}
      </bdi>
      <span data-testid="positive" style={{ color: vars.color.positive }}>
        ✓
      </span>
    </p>
  );
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <div data-testid="green-up">{movement('upColor green')}</div>
      <div data-ek-up-color="red" data-testid="red-up">
        {movement('upColor red')}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: TokenGallery,
  // The up and down figures sample the colour roles; they are not rates (P-47).
  parameters: { percentSamples: true },
} satisfies Meta<typeof TokenGallery>;
export default meta;

/** SH-VIP-02 every colour role of the active theme (switch light, dark and VIP in the toolbar). */
export const ColourRoles: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Colour roles' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(lightTokens.color).length);
  },
};

/** SH-VIP-02 text roles on the surface of the active theme, each at least 4.5:1. */
export const TextRolesOnSurface: StoryObj<typeof meta> = {
  render: () => <TextContrast />,
  play: async ({ canvas }) => {
    for (const role of textOnSurface) {
      await expect(Number(canvas.getByTestId(`contrast-${role}`).dataset.ratio)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** SH-VIP-02 up and down are roles: green up by default, swapped where red means up; positive never swaps. */
export const UpAndDownRoles: StoryObj<typeof meta> = {
  render: () => <UpDownRoles />,
  play: async ({ canvas }) => {
    const colourOf = (group: string, role: string) => {
      const element = canvas.getByTestId(group).querySelector<HTMLElement>(`[data-testid="${role}"]`);
      if (!element) throw new Error(`no ${role} in ${group}`);
      return getComputedStyle(element).color;
    };
    await expect(colourOf('green-up', 'up')).toBe(colourOf('green-up', 'positive'));
    await expect(colourOf('red-up', 'up')).toBe(colourOf('green-up', 'down'));
    await expect(colourOf('red-up', 'down')).toBe(colourOf('green-up', 'up'));
    await expect(colourOf('red-up', 'positive')).toBe(colourOf('green-up', 'positive'));
  },
};
