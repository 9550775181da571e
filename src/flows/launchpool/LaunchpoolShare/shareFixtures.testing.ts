// The referral call of the share modal's tests and stories.
import type { ReferralInfoDto } from '../../../api/dto/launchpool';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** The exchange's referral answer (LP-API-01): an encrypted uid and, with `overrides`, a KOL code. */
export function shareRoutes(overrides: Partial<ReferralInfoDto> = {}): Routes {
  return {
    'GET /rebate/get_user_info': { data: { encrypted_uid: '3f9a1c0de27b4a55', kol_code: null, ...overrides } },
  };
}
