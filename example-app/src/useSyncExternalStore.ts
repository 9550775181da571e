/**
 * What wouter imports as `use-sync-external-store/shim/index.js` (the app's Vite config points it here): the
 * shim's own code is a fallback for React before 18; React 19 has the hook.
 */
export { useSyncExternalStore } from 'react';
