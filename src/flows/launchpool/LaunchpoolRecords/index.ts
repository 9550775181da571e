export { LaunchpoolRecords } from './LaunchpoolRecords';
export type { LaunchpoolRecordsProps } from './LaunchpoolRecords';
