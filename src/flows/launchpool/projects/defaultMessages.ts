import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { launchpoolPages } from '../../../i18n/catalogue/en/launchpoolPages';

/**
 * The English of the launchpool pages (the project list and the project page), carried with their code
 * (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, launchpoolPages, actions, common);
