/**
 * The funding password (SH-FUNDPASS). A user with `fundpass_required` must send `fundpass` with money
 * mutations. Missing: code 10010111 (subscribes) or 101 (redeems) with data.require_fundpass, so the
 * client opens the modal and retries once with the field (SH-FUNDPASS-02/03). Wrong: 10010106; no
 * password set: 10010107; fingerprint required: 10010108; five wrong in a row: 10010112 for one
 * simulated hour. Attempts are counted outside the call's transaction so a failure still counts.
 */
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import type { CallContext } from './calls';
import { messageOf, SimFailure } from './failures';

const MAX_FAILURES = 5;
const BLOCK_MS = 3_600_000;

const fail = (code: number, label: string, key: string, data: unknown = null) =>
  new SimFailure(code, label, messageOf(key), 200, data);

/** Checks the funding password of a money mutation; `missingCode` is 101 or 10010111. */
export async function checkFundingPassword(ctx: CallContext, missingCode: 101 | 10010111): Promise<void> {
  const user = ctx.user();
  if (!user.fundpass_required) return;
  if (user.fingerprint_required)
    throw fail(RESPONSE_CODE.fingerprintNeeded, 'FINGERPRINT_NEEDED', 'errors.fundpass.fingerprintNeeded');
  if (!user.fundpass) throw fail(RESPONSE_CODE.fundingPasswordNotSet, 'FUNDPASS_NOT_SET', 'errors.fundpass.setFirst');
  if (ctx.now < Number(user.fundpass_blocked_until_ms))
    throw fail(RESPONSE_CODE.verifyFrequency, 'FUNDPASS_TOO_FREQUENT', 'errors.fundpass.verifyFrequency');
  const given = ctx.body.fundpass ?? ctx.query.fundpass;
  if (given === undefined || given === null || given === '') {
    throw fail(missingCode, 'FUNDPASS_REQUIRED', 'errors.fundpass.required', { require_fundpass: true });
  }
  if (String(given) !== user.fundpass) {
    const { rows } = await ctx.db.query<{ fundpass_failures: number }>(
      'UPDATE users SET fundpass_failures = fundpass_failures + 1 WHERE id = $1 RETURNING fundpass_failures',
      [user.id],
    );
    if ((rows[0]?.fundpass_failures ?? 0) >= MAX_FAILURES) {
      await ctx.db.query('UPDATE users SET fundpass_failures = 0, fundpass_blocked_until_ms = $2 WHERE id = $1', [
        user.id,
        ctx.now + BLOCK_MS,
      ]);
      throw fail(RESPONSE_CODE.verifyFrequency, 'FUNDPASS_TOO_FREQUENT', 'errors.fundpass.verifyFrequency');
    }
    throw fail(RESPONSE_CODE.fundingPasswordCheckFailed, 'FUNDPASS_WRONG', 'errors.fundpass.checkFailed');
  }
  if (user.fundpass_failures > 0) await ctx.db.query('UPDATE users SET fundpass_failures = 0 WHERE id = $1', [user.id]);
}
