import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The themed root the provider renders: font, colour and direction-aware text. */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
  // Every figure in tabular numerals (amounts, rates, dates, counts), not only those marked `amountText`, so
  // digits never change width as a value updates and columns align wherever a number is written.
  fontVariantNumeric: 'tabular-nums',
});

/** Amounts and rates: tabular numerals so columns align on the decimal point. */
export const amountText = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});

/** The one focus ring of the library: always visible on keyboard focus. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});
