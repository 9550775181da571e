import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { rateAlerts } from '../../../i18n/catalogue/en/rateAlerts';

/** The English of the rate alerts (the setting and the list), carried with their code. */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, rateAlerts, common, actions);
