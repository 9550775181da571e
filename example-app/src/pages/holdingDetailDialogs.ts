// The holding detail's dialogs alone, so the page can load them lazily (see subscribeFlow.ts).
export { AprDetailDialog, EarlyRedeemFlow, FlexibleRedeemFlow } from 'earnkit/flows';
