import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { launchpool } from '../../../i18n/catalogue/en/launchpool';

/** The English of the share / invite modal (the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, launchpool, errors, common);
