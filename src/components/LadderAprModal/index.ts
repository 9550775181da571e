export { LadderAprModal } from './LadderAprModal';
export type { LadderAprModalProps } from './LadderAprModal';
