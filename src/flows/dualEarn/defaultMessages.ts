import { common } from '../../i18n/catalogue/en/common';
import { dualEarn } from '../../i18n/catalogue/en/dualEarn';
import { errors } from '../../i18n/catalogue/en/errors';
import { wealth } from '../../i18n/catalogue/en/wealth';

/** The English of the dual-earn orders, carried with their code (English is the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, dualEarn, wealth, errors, common);
