// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultFromDescription, defaultsFromDescriptions } from './argTypeDefaults';
import config from './main';

type PropFilter = (prop: { name: string; declarations?: { fileName: string }[] }, component: unknown) => boolean;

/** A prop as react-docgen-typescript hands it to the filter: its name and the files that declare it. */
const declaredIn = (name: string, ...fileNames: string[]) => ({
  name,
  declarations: fileNames.map((fileName) => ({ fileName })),
});

describe('the props tables of the docs pages', () => {
  it('come from react-docgen-typescript, which follows imported types (react-docgen reads one file)', () => {
    // AmountInput's props extend useAmountInput's options (value, maxAmount, decimals, ...): a docgen that
    // reads one file at a time leaves them out of its table.
    expect(config.typescript?.reactDocgen).toBe('react-docgen-typescript');
  });

  it("list every prop earnkit declares, inherited ones included, and Radix's asChild, but no DOM attributes", () => {
    const keep = config.typescript?.reactDocgenTypescriptOptions?.propFilter as PropFilter;
    expect(keep(declaredIn('maxAmount', '/repo/src/headless/useAmountInput/useAmountInput.ts'), {})).toBe(true);
    expect(keep(declaredIn('coin', '/repo/src/components/AmountInput/AmountInput.tsx'), {})).toBe(true);
    expect(keep(declaredIn('asChild', '/repo/node_modules/@radix-ui/react-dialog/dist/index.d.ts'), {})).toBe(true);
    expect(keep(declaredIn('onPointerEnter', '/repo/node_modules/@types/react/index.d.ts'), {})).toBe(false);
  });

  it('show the default each prop states, where docgen found none', () => {
    const argTypes = {
      size: { name: 'size', description: "Control size. Default 'md'. Touch layouts raise every size." },
      disabled: { name: 'disabled', description: 'Disables the input and the Max action. Default false.' },
      decimals: { name: 'decimals', description: 'How many decimals the field accepts. Default 8.', table: {} },
      maxAmount: { name: 'maxAmount', description: 'The amount the Max action fills in.' },
      presentation: {
        name: 'presentation',
        description: "'auto' (default): a centred dialog.",
        table: { defaultValue: { summary: 'auto' } },
      },
    };
    const enhanced = defaultsFromDescriptions({ argTypes } as unknown as Parameters<
      typeof defaultsFromDescriptions
    >[0]);
    expect(
      Object.fromEntries(Object.entries(enhanced).map(([name, row]) => [name, row.table?.defaultValue?.summary])),
    ).toEqual({ size: "'md'", disabled: 'false', decimals: '8', maxAmount: undefined, presentation: 'auto' });
  });
});

describe('the default a prop description states', () => {
  it.each([
    ["Control size. Default 'md'. Touch layouts raise every size.", "'md'"],
    ["The visible label. Default: 'Amount' from the catalogue.", "'Amount' from the catalogue"],
    ['Shows the caption on screen. Default false: the heading around the table names it.', 'false'],
    ["The empty message. Default 'noRecord' (SH-ERR-05).", "'noRecord'"],
    ["'sm', 'md' (default) or 'lg'.", "'md'"],
    ['Debounce for `onAction` in ms: 200 by default (SH-CONST-12).', '200'],
    ["Placeholder text. Default '0.00' from the catalogue.", "'0.00' from the catalogue"],
    ['The largest amount the field accepts. Default 999999999999.', '999999999999'],
    ['The input name, for forms.', undefined],
  ])('%s -> %s', (description, expected) => {
    expect(defaultFromDescription(description)).toBe(expected);
  });
});
