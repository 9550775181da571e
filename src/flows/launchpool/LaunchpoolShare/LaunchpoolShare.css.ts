import { style } from '@vanilla-extract/css';

/** The link, wrapped anywhere: a long address must not widen the modal at 375 px. */
export const link = style({ overflowWrap: 'anywhere', textAlign: 'start' });
