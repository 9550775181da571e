// The stake dialog alone, so the project page can load it lazily (see subscribeFlow.ts).
export { LaunchpoolStakeFlow } from 'earnkit/flows';
