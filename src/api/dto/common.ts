/**
 * Scalar shapes shared by every DTO. The exchange sends numbers as JSON numbers or as text and flags as
 * 0/1 or booleans, so the DTOs say so and the mapping reads both; amounts are typed as text first because
 * that is how money should travel (a JSON number is read back to exact text at the edge).
 */

/** An amount or other decimal: decimal text, or a JSON number. */
export type DtoDecimal = string | number;
/** An integer: a JSON number, or its text. */
export type DtoInteger = number | string;
/** A 0/1 flag, as a number, text or boolean. */
export type DtoFlag = 0 | 1 | '0' | '1' | boolean;
/** Unix time in seconds, as the exchange sends every time field. */
export type DtoUnixSeconds = number | string;

/** A table answer (SH-API-06): the page's rows and the total across pages. */
export interface TableDto<Row> {
  readonly list: readonly Row[];
  readonly total: DtoInteger;
}

/** Page params of a table list (SH-API-04): `page` from 1 and `limit`, 10 unless a list says otherwise. */
export interface PageParams {
  readonly page?: number;
  readonly limit?: number;
}

/** A FAQ entry (ST-DATA-21), the shape of both FAQ calls (SE-API-35, ST-API-12). */
export interface FaqItemDto {
  readonly ask: string;
  readonly answer: string;
  readonly cate?: string;
  readonly unfold?: DtoFlag;
}

/** A rate ladder tier (SE-DATA-07): `apr` on the Simple Earn fraction scale (DEC-05). */
export interface LadderTierDto {
  readonly left: DtoDecimal;
  readonly right: DtoDecimal;
  readonly apr: DtoDecimal;
}
