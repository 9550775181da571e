/**
 * The steps of the type scale, declared once as an `as const` list so stories (`argTypes`) and prop
 * types reuse it; `typography.css.ts` gives each a style.
 */
export const textStyleNames = ['display', 'figure', 'title', 'heading', 'body', 'label', 'caption'] as const;
export type TextStyleName = (typeof textStyleNames)[number];
