import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { launchpool } from '../../../i18n/catalogue/en/launchpool';

/**
 * The English of the redeem and claim dialog's flow: its toasts and the dialog's words (English is the source
 * language).
 */
export const redeemMessages = /* @__PURE__ */ Object.assign({}, launchpool, errors, common);
