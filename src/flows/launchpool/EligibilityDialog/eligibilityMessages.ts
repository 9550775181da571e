import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { kitSchedules } from '../../../i18n/catalogue/en/kitSchedules';
import { launchpool } from '../../../i18n/catalogue/en/launchpool';
import { launchpoolEligibility } from '../../../i18n/catalogue/en/launchpoolEligibility';
import { launchpoolPages } from '../../../i18n/catalogue/en/launchpoolPages';

/**
 * The English of the eligibility dialog: its own words, the ladder's (kitSchedules, the tip in launchpool), the
 * numbered pool names (launchpoolPages) and the loading, empty and error states (common, errors).
 */
export const eligibilityMessages = /* @__PURE__ */ Object.assign(
  {},
  launchpoolEligibility,
  launchpoolPages,
  kitSchedules,
  launchpool,
  errors,
  common,
);
