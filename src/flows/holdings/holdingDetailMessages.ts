import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { holdingDetail } from '../../i18n/catalogue/en/holdingDetail';

/**
 * The English of the holding detail's first view (the panel's loading state and the flexible panel): its own
 * namespace, without the holdings list's, the fixed panel's and the orders' (`defaultMessages`), which it does not
 * show. A module of its own: a bundler keeps a module whole in one chunk, and the panel's dialogs need the rest.
 */
export const holdingDetailMessages = /* @__PURE__ */ Object.assign({}, holdingDetail, errors, common, actions);
