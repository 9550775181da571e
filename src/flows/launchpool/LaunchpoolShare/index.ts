export { LaunchpoolShare } from './LaunchpoolShare';
export type { LaunchpoolShareProps } from './LaunchpoolShare';
