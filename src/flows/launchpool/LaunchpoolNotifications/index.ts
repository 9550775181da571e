export { LaunchpoolNotifications } from './LaunchpoolNotifications';
export type { LaunchpoolNotificationsProps } from './LaunchpoolNotifications';
