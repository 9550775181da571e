// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as reactDocgenParse } from 'react-docgen';
import { withCompilerOptions } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import { defaultFromDescription, defaultsFromDescriptions } from './argTypeDefaults';
import config from './main';

const root = path.resolve(import.meta.dirname, '..');

interface TableRow {
  description: string;
  default?: string;
}

/**
 * The rows of a component's props table as Storybook builds them: the docgen main.ts chooses, then the
 * enhancer preview.tsx adds. Storybook's own default is react-docgen, which reads one file at a time.
 */
function propsTable(file: string, component: string): Record<string, TableRow> {
  const typescript = config.typescript ?? {};
  let rows: Record<string, { description: string; defaultValue?: string }>;
  if (typescript.reactDocgen === 'react-docgen-typescript') {
    const parser = withCompilerOptions(
      { jsx: 4 /* react-jsx */, strict: true, esModuleInterop: true },
      { ...typescript.reactDocgenTypescriptOptions, savePropValueAsString: true },
    );
    const found = parser.parse(path.join(root, file)).find((doc) => doc.displayName === component);
    rows = Object.fromEntries(
      Object.entries(found?.props ?? {}).map(([name, prop]) => [
        name,
        { description: prop.description, defaultValue: prop.defaultValue?.value },
      ]),
    );
  } else {
    const found = reactDocgenParse(readFileSync(path.join(root, file), 'utf8'), { filename: file }).find(
      (doc) => doc.displayName === component,
    );
    rows = Object.fromEntries(
      Object.entries(found?.props ?? {}).map(([name, prop]) => [
        name,
        { description: prop.description ?? '', defaultValue: prop.defaultValue?.value },
      ]),
    );
  }
  const argTypes = Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      name,
      {
        name,
        description: row.description,
        table: row.defaultValue === undefined ? {} : { defaultValue: { summary: String(row.defaultValue) } },
      },
    ]),
  );
  const enhanced = defaultsFromDescriptions({ argTypes } as unknown as Parameters<typeof defaultsFromDescriptions>[0]);
  return Object.fromEntries(
    Object.entries(enhanced).map(([name, argType]) => [
      name,
      { description: argType.description ?? '', default: argType.table?.defaultValue?.summary },
    ]),
  );
}

const defaults = (table: Record<string, TableRow>) =>
  Object.fromEntries(Object.entries(table).map(([name, row]) => [name, row.default]));

describe('the props tables of the docs pages', () => {
  it('list what AmountInput inherits from useAmountInput, each with its default', () => {
    const table = defaults(propsTable('src/components/AmountInput/AmountInput.tsx', 'AmountInput'));
    expect(table).toMatchObject({
      value: undefined,
      defaultValue: "''",
      onValueChange: undefined,
      decimals: '8',
      allowNegative: 'false',
      max: '999999999999',
      maxAmount: undefined,
      maxFillDelay: '0',
      disabled: 'false',
      readOnly: 'false',
      soldOut: 'false',
      size: "'md'",
      label: "'Amount' from the catalogue",
      placeholder: "'0.00' from the catalogue",
    });
  });

  it("list the Modal's content props with their defaults, and Trigger's asChild", () => {
    expect(defaults(propsTable('src/components/Modal/ModalContent.tsx', 'ModalContent'))).toMatchObject({
      presentation: 'auto',
      mobilePresentation: 'sheet',
      size: 'md',
      showCloseButton: 'true',
    });
    expect(propsTable('src/components/Modal/Modal.tsx', 'ModalTrigger')).toHaveProperty('asChild');
  }, 60_000);

  it("show Button's defaults", () => {
    expect(defaults(propsTable('src/components/Button/Button.tsx', 'Button'))).toMatchObject({
      variant: "'primary'",
      size: "'md'",
      loading: 'false',
      debounceMs: '200',
    });
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
