// The share / invite modal alone, so the project page can load it lazily (see subscribeFlow.ts).
export { LaunchpoolShare } from 'earnkit/flows';
