import { autoEarnCard } from '../../i18n/catalogue/en/autoEarnCard';

/**
 * The English of the auto-earn card: its own namespace, without the settings' and the confirm dialog's
 * (`defaultMessages`), which load when opened. A module of its own: a bundler keeps a module whole in one chunk.
 */
export const autoEarnCardMessages = /* @__PURE__ */ Object.assign({}, autoEarnCard);
