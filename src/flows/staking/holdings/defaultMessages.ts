import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { kitSchedules } from '../../../i18n/catalogue/en/kitSchedules';
import { staking } from '../../../i18n/catalogue/en/staking';
import { stakingHoldings } from '../../../i18n/catalogue/en/stakingHoldings';

/** The English of the staking holdings, carried with their code (English is the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  stakingHoldings,
  staking,
  kitSchedules,
  errors,
  common,
);
