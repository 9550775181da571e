import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { softStakingSwitch } from '../../i18n/catalogue/en/softStakingSwitch';
import { staking } from '../../i18n/catalogue/en/staking';

/** The English of the soft staking modal (English is the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, softStakingSwitch, staking, errors, common);
