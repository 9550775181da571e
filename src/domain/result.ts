/**
 * What a validator returns. The error carries the message-catalogue key the UI shows and its
 * placeholder values, never an English sentence, so every screen and the simulated backend
 * report the same failure the same way.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface DomainError<Key extends string = string> {
  /** A key of the message catalogue (src/i18n), e.g. 'finances.simpleEarn.minPurchaseAmount'. */
  readonly key: Key;
  /** Values for the message's placeholders; amounts as strings. */
  readonly params?: MessageParams;
}

export type DomainResult<Value, Key extends string = string> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: DomainError<Key> };

export function ok<Value>(value: Value): { readonly ok: true; readonly value: Value } {
  return { ok: true, value };
}

export function fail<Key extends string>(
  key: Key,
  params?: MessageParams,
): { readonly ok: false; readonly error: DomainError<Key> } {
  return params ? { ok: false, error: { key, params } } : { ok: false, error: { key } };
}
