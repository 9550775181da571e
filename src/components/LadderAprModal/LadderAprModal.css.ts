import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The ladder sits under the title with the dialog's own padding; nothing else competes with it. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});
