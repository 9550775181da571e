import type { EarnUser } from '../context/types';

/** A logged-in user, as the provider's `user` prop takes it. */
export type TestUser = Extract<EarnUser, { kind: 'user' }>;

/**
 * A logged-in user for tests: a verified regular (VIP 0) user named 'Test User' unless you say
 * otherwise. Pass the result as `user` to `EarnTestProvider`.
 *
 * @example createTestUser({ vipLevel: 5 }) // a VIP 5 user, e.g. to subscribe again to a VIP fixed product
 */
export function createTestUser(overrides: Partial<Omit<TestUser, 'kind'>> = {}): TestUser {
  return { kind: 'user', name: 'Test User', vipLevel: 0, verified: true, ...overrides };
}

/** The guest (logged-out) user, for tests that check what a guest may not do. */
export const testGuest: EarnUser = { kind: 'guest' };
