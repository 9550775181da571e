// The subscribe dialog alone, so the page can load it lazily: a dynamic import of the whole 'earnkit/flows'
// entry would keep every flow in the chunk the page's own imports share.
export { SubscribeFlow } from 'earnkit/flows';
