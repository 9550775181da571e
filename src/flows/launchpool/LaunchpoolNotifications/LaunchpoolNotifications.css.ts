import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The three switches, stacked. */
export const toggles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
