import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { rateAlerts } from '../../../i18n/catalogue/en/rateAlerts';
import { rateAlertSetting } from '../../../i18n/catalogue/en/rateAlertSetting';
import { rateAlertTexts } from '../../../i18n/catalogue/en/rateAlertTexts';

/** The English of the rate alerts (the setting's fields and the list), carried with their code. */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  rateAlerts,
  rateAlertSetting,
  rateAlertTexts,
  common,
  actions,
);
