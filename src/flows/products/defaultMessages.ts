import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnHome } from '../../i18n/catalogue/en/simpleEarnHome';

/**
 * The English of the Simple Earn home (product list, FAQ, VIP upgrade guide): the catalogue namespaces these flows
 * show, carried with their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, simpleEarnHome, simpleEarn, common, actions);
