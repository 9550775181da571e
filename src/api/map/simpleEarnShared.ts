/**
 * What the Simple Earn mappers share (DTO → domain): enumeration codes, optional fields and rate ladders. The product,
 * holding and history mappers are modules of their own, so each area of the client loads only its own.
 */
import type { LadderTier } from '../../domain/simpleEarn/models';
import type { LadderTierDto } from '../dto/common';
import { fraction, integer, readAmount, readLimit } from './read';

/** A code of an enumeration, or `fallback` for a value outside it. */
export function codeOf<Code extends number>(
  codes: Readonly<Record<string, Code>>,
  value: unknown,
  fallback: Code,
): Code {
  const number = integer(value, Number.NaN);
  return (Object.values(codes) as number[]).includes(number) ? (number as Code) : fallback;
}

/** `{ [name]: value }`, or nothing when the value is left out: a model's optional field stays absent. */
export const optional = <Value>(name: string, value: Value | undefined): Record<string, Value> =>
  value === undefined ? {} : { [name]: value };

/** A ladder (SE-DATA-07), apr a fraction; an empty or -1 `right` is the open-ended top tier (`ladderTierBounds`). */
export function mapLadder(list: readonly LadderTierDto[] | null | undefined): readonly LadderTier[] {
  return (list ?? []).map((tier) => ({
    left: readAmount(tier.left),
    right: readLimit(tier.right, ''),
    apr: fraction(tier.apr),
  }));
}
