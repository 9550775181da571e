import { actions } from '../../../i18n/catalogue/en/actions';
import { common } from '../../../i18n/catalogue/en/common';
import { staking } from '../../../i18n/catalogue/en/staking';
import { stakingPages } from '../../../i18n/catalogue/en/stakingPages';

/**
 * The English of the staking pages (the product list and the detail page), carried with their code (English is
 * the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, stakingPages, staking, actions, common);
