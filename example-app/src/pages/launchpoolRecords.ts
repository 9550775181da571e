// The records section alone, so the project page loads its code (the date filter's calendar with it) only for a
// logged-in user, after the page itself (see subscribeFlow.ts).
export { LaunchpoolRecords } from 'earnkit/flows';
