import { style } from '@vanilla-extract/css';
import { desktopQuery, mobileQuery } from '../../domain/shared/layout';

// `display: contents`: the wrapper adds no box, so the form lays out in its parent (a stack's gap, a grid) as
// it does without the wrapper, as the client renders it.
export const mobileOnly = style({ display: 'contents', '@media': { [desktopQuery]: { display: 'none' } } });

export const desktopOnly = style({ display: 'contents', '@media': { [mobileQuery]: { display: 'none' } } });
