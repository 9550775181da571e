import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';

/**
 * The English of a failed call's toast (the generic errors): the catalogue namespaces these flows show, carried with
 * their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign({}, errors, common);
