import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnHome } from '../../i18n/catalogue/en/simpleEarnHome';

/**
 * The English of the Simple Earn home's product list and account links: the catalogue namespaces they show, carried
 * with their code as each component carries its own (English is the source language; the provider holds translations
 * only). The FAQ and the VIP upgrade guide carry theirs, so the list's page loads neither.
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, simpleEarnHome, simpleEarn, common, actions);
