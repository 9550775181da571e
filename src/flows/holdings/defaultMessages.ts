import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { holdingsFlows } from '../../i18n/catalogue/en/holdingsFlows';
import { simpleEarnOrders } from '../../i18n/catalogue/en/simpleEarnOrders';

/**
 * The English of the holdings list (and the fixed order's badge): the catalogue namespaces it shows, carried with its
 * code as each component carries its own (English is the source language; the provider holds translations only). The
 * detail panels add theirs in `holdingPanelMessages`.
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  holdingsFlows,
  simpleEarnOrders,
  errors,
  common,
  actions,
);
