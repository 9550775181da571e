import { actions } from '../../i18n/catalogue/en/actions';
import { autoEarn } from '../../i18n/catalogue/en/autoEarn';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { autoEarnCard } from '../../i18n/catalogue/en/autoEarnCard';
import { autoEarnFlows } from '../../i18n/catalogue/en/autoEarnFlows';

/**
 * The English of auto-earn (the card, the settings and the confirm): the catalogue namespaces these flows show, carried
 * with their code as each
 * component carries its own (English is the source language; the provider holds translations only).
 */
export const defaultMessages = /* @__PURE__ */ Object.assign(
  {},
  autoEarnFlows,
  autoEarnCard,
  autoEarn,
  errors,
  common,
  actions,
);
