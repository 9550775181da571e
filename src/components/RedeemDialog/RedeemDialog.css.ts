import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The dialog's sections, stacked. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
