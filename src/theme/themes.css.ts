import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { reducedMotionQuery } from './breakpoints';
import { vars } from './contract.css';
import { darkTokens, lightTokens, vipTokens } from './tokens';

// Light is also the :root default so components render sensibly even without the provider.
createGlobalTheme(':root, [data-ek-theme="light"]', vars, lightTokens);
createGlobalTheme('[data-ek-theme="dark"]', vars, darkTokens);
createGlobalTheme('[data-ek-theme="vip"]', vars, vipTokens);

// Up/down are roles: markets where red means up swap them (provider `upColor="red"`).
globalStyle('[data-ek-up-color="red"]', {
  vars: { [vars.color.up]: vars.color.negative, [vars.color.down]: vars.color.positive },
});

// Motion only explains a change; with reduced motion requested there is none.
globalStyle(':root, [data-ek-theme]', {
  '@media': {
    [reducedMotionQuery]: {
      vars: {
        [vars.motion.durationFast]: '0ms',
        [vars.motion.durationBase]: '0ms',
        [vars.motion.durationSlow]: '0ms',
      },
    },
  },
});
