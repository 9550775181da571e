import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// A list of alerts reads as a list to assistive technology, without bullets.
export const alertList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const alertItem = style({
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' },
  },
});

export const alertText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  selectors: {
    // A muted alert stays readable, a step quieter than the ones still alerting.
    [`${alertItem}[data-state="muted"] &`]: { color: vars.color.textSecondary },
  },
});
