import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract. Global (not hashed) names, `--ek-color-brand` and so on, so that a host can
 * override any token with plain CSS: `.my-app { --ek-color-brand: #f0b90b; }`.
 */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => `ek-${path.join('-')}`);
