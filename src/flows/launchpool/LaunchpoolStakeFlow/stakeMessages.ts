import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { kitChoices } from '../../../i18n/catalogue/en/kitChoices';
import { launchpool } from '../../../i18n/catalogue/en/launchpool';
import { launchpoolStake } from '../../../i18n/catalogue/en/launchpoolStake';

/**
 * The English of the stake modal: the catalogue namespaces it shows, carried with its code (English is the source
 * language).
 */
export const stakeMessages = /* @__PURE__ */ Object.assign(
  {},
  launchpoolStake,
  launchpool,
  kitChoices,
  errors,
  common,
  actions,
);
