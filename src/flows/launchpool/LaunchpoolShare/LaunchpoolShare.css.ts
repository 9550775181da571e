import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The modal's sections, stacked. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The link, wrapped anywhere: a long address must not widen the modal at 375 px. */
export const link = style({ overflowWrap: 'anywhere', textAlign: 'start' });
