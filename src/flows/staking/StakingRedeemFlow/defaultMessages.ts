import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { kitSchedules } from '../../../i18n/catalogue/en/kitSchedules';
import { launchpool } from '../../../i18n/catalogue/en/launchpool';
import { staking } from '../../../i18n/catalogue/en/staking';
import { stakingRedeem } from '../../../i18n/catalogue/en/stakingRedeem';

/**
 * The English of the staking redeem modal (English is the source language): its own words, the staking rules'
 * messages, and the shared redeem dialog's (DEC-33).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  stakingRedeem,
  staking,
  kitSchedules,
  launchpool,
  errors,
  common,
);
