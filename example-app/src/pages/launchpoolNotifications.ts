// The notification modal alone, so the project page can load it lazily (see subscribeFlow.ts).
export { LaunchpoolNotifications } from 'earnkit/flows';
