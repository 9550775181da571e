import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { staking } from '../../../i18n/catalogue/en/staking';
import { stakingStake } from '../../../i18n/catalogue/en/stakingStake';

/**
 * The English of the staking stake modal: the catalogue namespaces it shows, carried with its code (English is the
 * source language).
 */
export const stakeMessages = /* @__PURE__ */ Object.assign({}, stakingStake, staking, errors, common, actions);
