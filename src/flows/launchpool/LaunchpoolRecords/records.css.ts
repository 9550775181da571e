import { style } from '@vanilla-extract/css';

/** The records may sit in a grid or flex column of the host's page: they shrink with it, never widen it. */
export const root = style({ minInlineSize: 0 });
