/**
 * The tax export's profiles (P-52), apart from their columns (`./taxExport`) so a screen that only offers the choice
 * does not load the export's code.
 */
export const TAX_EXPORT_PROFILES = ['generic', 'koinly', 'cointracker'] as const;
export type TaxExportProfile = (typeof TAX_EXPORT_PROFILES)[number];
