import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { wealth } from '../../i18n/catalogue/en/wealth';
import { wealthFlows } from '../../i18n/catalogue/en/wealthFlows';

/**
 * The English of the VIP wealth modals: the catalogue namespaces these flows show, carried with their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  wealthFlows,
  wealth,
  simpleEarn,
  errors,
  common,
  actions,
);
