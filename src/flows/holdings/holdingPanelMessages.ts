import { autoEarn } from '../../i18n/catalogue/en/autoEarn';
import { holdingDetail } from '../../i18n/catalogue/en/holdingDetail';
import { holdingPanels } from '../../i18n/catalogue/en/holdingPanels';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { defaultMessages } from './defaultMessages';

/**
 * The English of the holding detail panels past their first view (the fixed panel, its switches, the real-time APR
 * and the subscribe-again step): the holdings list's and the orders' (`defaultMessages`) with the panels' own, Simple
 * Earn's notices and auto-earn's. A module apart from `defaultMessages`, so that the holdings list, which shows none
 * of these, does not carry them (a bundler keeps a module whole).
 */
export const holdingPanelMessages = /* @__PURE__ */ Object.assign(
  {},
  defaultMessages,
  holdingDetail,
  holdingPanels,
  simpleEarn,
  autoEarn,
);
