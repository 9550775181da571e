// The redeem and claim dialog alone, so the project page can load it lazily (see subscribeFlow.ts).
export { LaunchpoolRedeemFlow } from 'earnkit/flows';
