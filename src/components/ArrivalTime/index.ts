export { ArrivalTime } from './ArrivalTime';
export type { ArrivalTimeProps } from './ArrivalTime';
