// After tsup: the requirement and decision ids in the source's doc comments (SE-SUB-03, DEC-14, P-35) trace code
// to the spec inside this repository; a host reading the published declarations has no spec, so they are taken out
// of every comment of dist's .d.ts/.d.cts and the prose around them kept.
// scripts/check-package.mjs fails if one is left.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// One id, with the ranges and bare numbers that continue it: 'SE-API-01..12, 18..24', 'SH-MODE-01/02/04'.
const id = String.raw`(?:[A-Z]{2,3}-[A-Z]+-\d+|DEC-\d+|\bP-\d+)(?:\s*(?:\.\.|–|/)\s*\d+)*(?:,\s*\d+(?:\s*(?:\.\.|–|/)\s*\d+)*\b)*`;
// Blank space inside a comment, line breaks and their leading '*' included.
const space = String.raw`(?:\s|\*(?!/))*`;
// Between two ids of a list: a comma, 'and', 'or', 'per' or a line break.
const list = String.raw`${id}(?:${space}(?:,|;|\band\b|\bor\b|\bper\b)?${space}${id})*`;
const re = (source) => new RegExp(source, 'g');

/** One comment's text without its ids. */
export function withoutIds(comment) {
  return (
    comment
      // 'Implements SE-EARLY-02 and DEC-08.': a sentence that only names ids.
      .replace(re(String.raw`(?:[ \t]*\n[ \t]*\*)?[ \t]*\bImplements ${list}\.?`), '')
      // 'ST-LINK-01: the staking funds': a label before the prose.
      .replace(
        re(String.raw`(\/\*\*|\n[ \t]*\*)([ \t]*)${list}:[ \t]*(\w)`),
        (_, start, gap, letter) => start + gap + letter.toUpperCase(),
      )
      // 'ST-MODAL-08's tiers', 'the DEC-10 route': the spec's.
      .replace(re(String.raw`(?:\bthe\s+)?${list}'s\b`), "the spec's")
      .replace(re(String.raw`\bthe\s+${list}\b`), "the spec's")
      // '(SE-STATUS-05)' alone: gone, with the space before it (and the line break when the line ends there).
      .replace(re(String.raw`[ \t]*\n[ \t]*\*[ \t]*\(${space}${list}${space}\)(?=[.,;:]?[ \t]*(?:\n|\*\/))`), '')
      .replace(re(String.raw`[ \t]*\(${space}${list}${space}\)`), '')
      // '(LP-AMT-02, DEC-03: 8 on desktop)': the ids at the start of a parenthesis.
      .replace(re(String.raw`\(${space}${list}${space}[,;:]${space}`), '(')
      // '(the redeem dialog's 200 ms, LP-REDEEM-13)': at its end.
      .replace(re(String.raw`${space}[,;]${space}(?:\b(?:per|see|as)\s+)?${list}${space}\)`), ')')
      // '..., SE-APR-11, ...': in the middle of a list.
      .replace(re(String.raw`[,;]${space}${list}(?=${space}[,;])`), '')
      // 'unstated path per DEC-26', 'sized by DEC-02': the spec.
      .replace(re(String.raw`\b(per|by|in|see)\s+${list}`), '$1 the spec')
      .replace(re(list), 'the spec')
  );
}

/** Every comment of one declaration file without its ids. */
export function declarationWithoutIds(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, withoutIds);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
  for (const entry of readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, String(entry));
    if (!/\.d\.c?ts$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const cleaned = declarationWithoutIds(text);
    if (cleaned !== text) writeFileSync(file, cleaned);
  }
}
