export { InfoList, InfoRow } from './InfoRow';
export type { InfoListProps, InfoListVariant, InfoRowProps } from './InfoRow';
export { infoListVariantNames } from './InfoRow.css';
export { InfoIcon } from './InfoIcon';
