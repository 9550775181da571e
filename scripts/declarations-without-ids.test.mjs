// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declarationWithoutIds } from './declarations-without-ids.mjs';
import { requirementId } from './package-contents.mjs';

describe('the published declarations without the spec ids', () => {
  it('takes out requirement ids and keeps the prose', () => {
    const cleaned = declarationWithoutIds('/** Whether the flow is shown in the VIP section (SH-VIP-02). */');
    expect(cleaned).toBe('/** Whether the flow is shown in the VIP section. */');
  });

  it("takes out the project's decision ids (P-37) as well, alone and beside a requirement id", () => {
    const text = [
      "/** Whether the flow is shown in the exchange's VIP section: the provider's 'vip' theme (SH-VIP-02, P-37). */",
      '/**',
      " * The idempotency key of a flow's money-moving action (P-35). One click that moves money is one action.",
      ' */',
    ].join('\n');
    const cleaned = declarationWithoutIds(text);
    expect(cleaned).toBe(
      [
        "/** Whether the flow is shown in the exchange's VIP section: the provider's 'vip' theme. */",
        '/**',
        " * The idempotency key of a flow's money-moving action. One click that moves money is one action.",
        ' */',
      ].join('\n'),
    );
    expect(cleaned.split('\n').filter((line) => requirementId.test(line))).toEqual([]);
  });

  it('the check finds a decision id left in a declaration', () => {
    expect(requirementId.test(' * a retry resends the first request (P-35)')).toBe(true);
    expect(requirementId.test(' * an HTTP-2 stream, a UTF-8 string')).toBe(false);
  });
});
