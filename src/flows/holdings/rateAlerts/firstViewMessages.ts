import { rateAlertSetting } from '../../../i18n/catalogue/en/rateAlertSetting';
import { rateAlertTexts } from '../../../i18n/catalogue/en/rateAlertTexts';

// Modules of their own: a bundler keeps a module whole in one chunk, and the fields and the list need the rest.

/** The English the provider tells each new alert in. */
export const alertTextMessages = /* @__PURE__ */ Object.assign({}, rateAlertTexts);

/** The English of a holding's rate alert setting before its fields show. */
export const settingMessages = /* @__PURE__ */ Object.assign({}, rateAlertSetting);
