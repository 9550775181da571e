/**
 * `useSyncExternalStore`'s subscribe for a source that never changes, so there is nothing to listen to or undo: a media
 * query where there is no `matchMedia`, or whether this render is the client's.
 */
export const noSubscription = () => () => undefined;
