import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';

/**
 * Class names for the layout primitives, computed here at build time from `sprinkles`, so a page pays for
 * string look-ups only, not for sprinkles' runtime. Each value is declared once as an `as const` list and
 * reused by the prop types and the stories' `argTypes`.
 */
export const spaceNames = Object.keys(vars.space) as Array<keyof typeof vars.space>;
export const colourNames = Object.keys(vars.color) as Array<keyof typeof vars.color>;
export const radiusNames = Object.keys(vars.radius) as Array<keyof typeof vars.radius>;
export const displayNames = ['none', 'block', 'flex', 'inline-flex', 'grid'] as const;
export const flexDirectionNames = ['row', 'column'] as const;
export const flexWrapNames = ['wrap', 'nowrap'] as const;
export const alignItemsNames = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export const justifyContentNames = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
export const textAlignNames = ['start', 'center', 'end'] as const;

type Responsive =
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'textAlign' | 'gap' | Spacing;
type Spacing = 'padding' | 'paddingBlock' | 'paddingInline';

function responsive<Value extends string>(property: Responsive, values: readonly Value[]) {
  const at = (condition: 'mobile' | 'desktop') =>
    Object.fromEntries(
      values.map((value) => [value, sprinkles({ [property]: { [condition]: value } } as Sprinkles)]),
    ) as Record<Value, string>;
  return { mobile: at('mobile'), desktop: at('desktop') };
}

export const display = responsive('display', displayNames);
export const flexDirection = responsive('flexDirection', flexDirectionNames);
export const flexWrap = responsive('flexWrap', flexWrapNames);
export const alignItems = responsive('alignItems', alignItemsNames);
export const justifyContent = responsive('justifyContent', justifyContentNames);
export const textAlign = responsive('textAlign', textAlignNames);
export const gap = responsive('gap', spaceNames);
export const padding = responsive('padding', spaceNames);
export const paddingBlock = responsive('paddingBlock', spaceNames);
export const paddingInline = responsive('paddingInline', spaceNames);

function plain<Value extends string>(property: 'background' | 'borderRadius', values: readonly Value[]) {
  return Object.fromEntries(values.map((value) => [value, sprinkles({ [property]: value } as Sprinkles)])) as Record<
    Value,
    string
  >;
}

export const background = plain('background', colourNames);
export const borderRadius = plain('borderRadius', radiusNames);
