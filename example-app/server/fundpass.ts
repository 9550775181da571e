/**
 * The funding password (SH-FUNDPASS). A user with `fundpass_required` must send `fundpass` with the money
 * mutations P-32 lists (docs/decisions.md). Missing: code 10010111 (money in) or 101 (money out) with
 * data.require_fundpass, so the client opens the modal and retries once with the field
 * (SH-FUNDPASS-02/03). Wrong: 10010106; no password set: 10010107; fingerprint required: 10010108; five
 * wrong in a row: 10010112 for one simulated hour. Attempts are counted outside the call's transaction
 * so a failure still counts.
 */
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import type { CallContext } from './calls';
import { messageOf, SimFailure } from './failures';

const MAX_FAILURES = 5;
const BLOCK_MS = 3_600_000;

const fail = (code: number, label: string, key: string, data: unknown = null) =>
  new SimFailure(code, label, messageOf(key), 200, data);
const tooFrequent = () =>
  fail(RESPONSE_CODE.verifyFrequency, 'FUNDPASS_TOO_FREQUENT', 'errors.fundpass.verifyFrequency');

/**
 * One guess, checked and counted in one statement on the user's row. The row is read as it is now, not
 * as the session loaded it, and PostgreSQL's row lock makes parallel guesses take their turn: each sees
 * the count and the lock the one before left, so no more than five wrong guesses are ever compared and a
 * guess after the lock (the right one included) is refused unchecked. The fifth wrong guess sets the lock
 * and starts the count again for when it ends; the right one starts it again too.
 */
const GUESS = `UPDATE users SET
    fundpass_failures = CASE WHEN fundpass = $3 OR fundpass_failures + 1 >= ${MAX_FAILURES} THEN 0 ELSE fundpass_failures + 1 END,
    fundpass_blocked_until_ms = CASE WHEN fundpass <> $3 AND fundpass_failures + 1 >= ${MAX_FAILURES} THEN $2::bigint + ${BLOCK_MS} ELSE fundpass_blocked_until_ms END
  WHERE id = $1 AND fundpass_blocked_until_ms <= $2::bigint
  RETURNING fundpass = $3 AS matched, fundpass_blocked_until_ms > $2::bigint AS locked`;

/** Checks the funding password of a money mutation; `missingCode` is 101 (money out) or 10010111 (money in). */
export async function checkFundingPassword(ctx: CallContext, missingCode: 101 | 10010111): Promise<void> {
  const user = ctx.user();
  if (!user.fundpass_required) return;
  if (user.fingerprint_required)
    throw fail(RESPONSE_CODE.fingerprintNeeded, 'FINGERPRINT_NEEDED', 'errors.fundpass.fingerprintNeeded');
  if (!user.fundpass) throw fail(RESPONSE_CODE.fundingPasswordNotSet, 'FUNDPASS_NOT_SET', 'errors.fundpass.setFirst');
  const given = ctx.body.fundpass ?? ctx.query.fundpass;
  if (given === undefined || given === null || given === '') {
    // Asking costs no attempt, but a locked user is told so before typing a password in vain.
    if (ctx.now < Number(user.fundpass_blocked_until_ms)) throw tooFrequent();
    throw fail(missingCode, 'FUNDPASS_REQUIRED', 'errors.fundpass.required', { require_fundpass: true });
  }
  const { rows } = await ctx.db.query<{ matched: boolean; locked: boolean }>(GUESS, [user.id, ctx.now, String(given)]);
  const guess = rows[0];
  if (!guess || guess.locked) throw tooFrequent();
  if (!guess.matched)
    throw fail(RESPONSE_CODE.fundingPasswordCheckFailed, 'FUNDPASS_WRONG', 'errors.fundpass.checkFailed');
}
