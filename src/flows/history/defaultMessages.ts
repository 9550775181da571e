import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { holdingsFlows } from '../../i18n/catalogue/en/holdingsFlows';
import { holdingsHistory } from '../../i18n/catalogue/en/holdingsHistory';
import { simpleEarnRecords } from '../../i18n/catalogue/en/simpleEarnRecords';

/**
 * The English of history, the interest logs and the cumulative interest: the catalogue namespaces these flows show,
 * carried with their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  holdingsFlows,
  holdingsHistory,
  simpleEarnRecords,
  errors,
  common,
  actions,
);
