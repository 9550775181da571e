import { actions } from '../../i18n/catalogue/en/actions';
import { autoEarn } from '../../i18n/catalogue/en/autoEarn';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { holdingDetail } from '../../i18n/catalogue/en/holdingDetail';
import { holdingsFlows } from '../../i18n/catalogue/en/holdingsFlows';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnOrders } from '../../i18n/catalogue/en/simpleEarnOrders';

/**
 * The English of holdings and the holding detail panels: the catalogue namespaces these flows show, carried with their
 * code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  holdingsFlows,
  holdingDetail,
  simpleEarn,
  simpleEarnOrders,
  autoEarn,
  errors,
  common,
  actions,
);
