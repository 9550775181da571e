import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { myEarn } from '../../i18n/catalogue/en/myEarn';

/** The English of My earn (English is the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, myEarn, errors, common);
