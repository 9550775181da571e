import { common } from '../../../i18n/catalogue/en/common';
import { errors } from '../../../i18n/catalogue/en/errors';
import { launchpoolRecords } from '../../../i18n/catalogue/en/launchpoolRecords';

/** The English of the launchpool records, carried with their code (English is the source language). */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, launchpoolRecords, errors, common);
