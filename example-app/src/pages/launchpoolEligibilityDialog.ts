// The eligibility dialog alone, so the project page can load it lazily (see subscribeFlow.ts).
export { LaunchpoolEligibilityDialog } from 'earnkit/flows';
