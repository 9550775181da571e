export { LaunchpoolEligibilityDialog } from './LaunchpoolEligibilityDialog';
export type { LaunchpoolEligibilityDialogProps } from './LaunchpoolEligibilityDialog';
