import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { caretAfterSanitize } from './amountTextHelpers';
import { AMOUNT_INPUT_CAP } from '../shared/constants';
import { finalizeAmountText, sanitizeAmountText, type AmountTextRules } from './sanitizeAmountText';

/** Every rule a shown value must obey, checked independently of the sanitiser (Decimal as the oracle). */
function expectObeysEveryRule(value: string, rules: Required<AmountTextRules>): void {
  // LP-AMT-01/03/04/05: empty, a lone allowed minus, or digits without leading zeros and at most one dot.
  const shape = rules.allowNegative ? /^(-?|-?(0|[1-9]\d*)(\.\d*)?)$/ : /^((0|[1-9]\d*)(\.\d*)?)?$/;
  expect(value).toMatch(shape);
  // LP-AMT-02: at most N decimals.
  const dot = value.indexOf('.');
  if (dot !== -1) expect(value.length - dot - 1).toBeLessThanOrEqual(rules.decimals);
  if (rules.decimals === 0) expect(value).not.toContain('.');
  // LP-AMT-06: never above the cap.
  const digits = value.replace(/^-/, '').replace(/\.$/, '');
  if (digits !== '') expect(new Decimal(digits).abs().lte(rules.cap)).toBe(true);
}

/** Characters a user might type: digits of every supported script, separators, signs, junk. */
const typedCharacter = fc.constantFrom(
  ...'0123456789012345678900000..,,--'.split(''),
  '٣',
  '۷',
  '５',
  '．',
  '٫',
  '٬',
  '−',
  ' ',
  '_',
  "'",
  'a',
  'e',
  '+',
  'x',
  '\u00a0',
);
const pastedText = fc.oneof(
  fc.stringMatching(/^-?[0-9]{0,14}([.,][0-9]{0,10})?$/),
  fc.stringMatching(/^[0-9]{1,3}(,[0-9]{3}){0,4}(\.[0-9]{0,9})?$/),
  fc.stringMatching(/^[0-9]{1,3}(\.[0-9]{3}){0,4}(,[0-9]{0,9})?$/),
  fc.string({ maxLength: 12 }),
);

type Edit =
  | { kind: 'type'; character: string; at: number }
  | { kind: 'paste'; text: string; from: number; to: number }
  | { kind: 'delete'; at: number }
  | { kind: 'blur' };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('type' as const), character: typedCharacter, at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('paste' as const), text: pastedText, from: fc.nat(), to: fc.nat() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'blur' as const }) },
);

const rulesArbitrary: fc.Arbitrary<Required<AmountTextRules>> = fc.record({
  decimals: fc.constantFrom(0, 2, 6, 8),
  allowNegative: fc.boolean(),
  cap: fc.constantFrom(AMOUNT_INPUT_CAP, '1000', '0.5', '123.45'),
});

/** What the field holds after one edit: the sanitised text, or the previous text when refused. */
function applyEdit(value: string, step: Edit, rules: Required<AmountTextRules>): string {
  if (step.kind === 'blur') return finalizeAmountText(value);
  let raw: string;
  if (step.kind === 'type') {
    const at = step.at % (value.length + 1);
    raw = value.slice(0, at) + step.character + value.slice(at);
  } else if (step.kind === 'delete') {
    if (value === '') return value;
    const at = step.at % value.length;
    raw = value.slice(0, at) + value.slice(at + 1);
  } else {
    const from = Math.min(step.from, step.to) % (value.length + 1);
    const to = Math.max(from, Math.max(step.from, step.to) % (value.length + 1));
    raw = value.slice(0, from) + step.text + value.slice(to);
  }
  const result = sanitizeAmountText(raw, rules);
  return result.ok ? result.value : value;
}

describe('sanitizeAmountText properties', () => {
  it('DEC-14 LP-AMT-01..07 for any sequence of keystrokes, deletions, pastes and blurs, the value obeys every rule', () => {
    fc.assert(
      fc.property(rulesArbitrary, fc.array(edit, { maxLength: 40 }), (rules, edits) => {
        let value = '';
        for (const step of edits) {
          value = applyEdit(value, step, rules);
          expectObeysEveryRule(value, rules);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('DEC-14 sanitising is idempotent', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        fc.oneof(
          pastedText,
          fc.array(typedCharacter).map((c) => c.join('')),
        ),
        (rules, text) => {
          const once = sanitizeAmountText(text, rules);
          if (once.ok) expect(sanitizeAmountText(once.value, rules)).toEqual(once);
        },
      ),
    );
  });

  it('LP-AMT-03 LP-AMT-04 an accepted number keeps its numeric value', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^0{0,3}[0-9]{0,8}(\.[0-9]{0,6})?$/).filter((text) => /\d/.test(text)),
        (text) => {
          const result = sanitizeAmountText(text, { decimals: 8 });
          expect(result.ok).toBe(true);
          if (result.ok)
            expect(
              new Decimal(finalizeAmountText(result.value) || '0').eq(
                new Decimal(text.startsWith('.') ? `0${text}` : text),
              ),
            ).toBe(true);
        },
      ),
    );
  });

  it('LP-AMT-02 LP-AMT-06 a value is refused exactly when it has too many decimals or is over the cap', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,13}(\.[0-9]{1,10})?$/), (text) => {
        const expectedOk =
          !(text.includes('.') && text.split('.')[1]!.length > 8) && new Decimal(text).lte(AMOUNT_INPUT_CAP);
        expect(sanitizeAmountText(text).ok).toBe(expectedOk);
      }),
    );
  });

  it('DEC-14 the caret helper always lands inside the shown text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 16 }),
        fc.nat({ max: 20 }),
        fc.string({ maxLength: 16 }),
        (raw, caret, shown) => {
          const at = caretAfterSanitize(raw, caret, shown);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThanOrEqual(shown.length);
        },
      ),
    );
  });
});
