// The `earnkit/testing` entry: helpers for consumers' tests. It imports no test library, so it adds
// nothing to a consumer's dependencies; pass `EarnTestProvider` as Testing Library's `wrapper`.
export { EarnTestProvider, createEarnWrapper, earnTestDefaults } from './EarnTestProvider';
export type { EarnTestProviderProps } from './EarnTestProvider';
export { createTestUser, testGuest } from './createTestUser';
export type { TestUser } from './createTestUser';
