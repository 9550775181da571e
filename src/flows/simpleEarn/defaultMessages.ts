import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { launchpool } from '../../i18n/catalogue/en/launchpool';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnChecks } from '../../i18n/catalogue/en/simpleEarnChecks';
import { simpleEarnOrders } from '../../i18n/catalogue/en/simpleEarnOrders';
import { simpleEarnFlows } from '../../i18n/catalogue/en/simpleEarnFlows';
import { simpleEarnRecords } from '../../i18n/catalogue/en/simpleEarnRecords';

/**
 * The English of the subscribe, redeem, early-redeem, auto-renew and APR dialogs: the catalogue namespaces these flows
 * show, carried with their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  simpleEarnFlows,
  simpleEarn,
  simpleEarnChecks,
  simpleEarnOrders,
  // The redeem dialog's timeline names its first step ('simpleEarn.timeline.redeemSubmit').
  simpleEarnRecords,
  launchpool,
  errors,
  common,
  actions,
);
