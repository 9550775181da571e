/**
 * The answer envelope every call shares (SH-API-05): `code`, `message` or `msg`, and `data`. Reading it
 * is the one place that decides whether an answer is an envelope at all (SH-ERR-04).
 */
import { isSuccessCode, type ResponseSummary } from '../domain/shared/responseCode';

/** The envelope as the exchange sends it; `Data` is the call's DTO. */
export interface EarnEnvelope<Data = unknown> {
  readonly code: number | string;
  readonly message?: string | null;
  readonly msg?: string | null;
  readonly data?: Data;
}

/**
 * The envelope of a body, or null when the body is not JSON, carries no code, or claims success (0 or 200,
 * DEC-06) under an HTTP error status. A 4xx or 5xx is never a success whatever its body says: a proxy or a
 * failing server can send a stock body, and reading it as success would show a failed subscribe as done.
 * The caller then reads the status alone, as for any answer without an envelope.
 */
export function parseEnvelope(text: string, status: number): EarnEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'number' ? !Number.isFinite(code) : typeof code !== 'string' || code.trim() === '') return null;
  if (status >= 400 && isSuccessCode((value as EarnEnvelope).code)) return null;
  return value as EarnEnvelope;
}

/** The envelope's code as a number, or null when it is not an integer. */
export function envelopeCode(envelope: EarnEnvelope): number | null {
  const { code } = envelope;
  const value = typeof code === 'number' ? code : /^-?\d+$/.test(code.trim()) ? Number(code.trim()) : NaN;
  return Number.isInteger(value) ? value : null;
}

/**
 * What the domain's `classifyResponse` reads: the code, `message` or else `msg`, and require_fundpass
 * when the data carries it (SH-FUNDPASS-02).
 */
export function envelopeSummary(envelope: EarnEnvelope): ResponseSummary {
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : typeof envelope.msg === 'string'
        ? envelope.msg
        : null;
  const data = envelope.data as { require_fundpass?: unknown } | null | undefined;
  const flag = typeof data === 'object' && data !== null ? data.require_fundpass : undefined;
  return { code: envelope.code, message, requireFundpass: flag === true || flag === 1 || flag === '1' };
}
