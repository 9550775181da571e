import { Fragment, type ReactNode } from 'react';

// An invisible separator around a part's name: no message contains it, so splitting on it finds only the parts.
const MARK = '\u2063';

/** The placeholder value that `RateSentence` replaces with the part named `name`. */
export function part(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/**
 * A translated sentence whose placeholders were given `part(name)`, with each part drawn as the node given: so a rate
 * inside a sentence is a labelled `RateText` (P-47) while the words stay the translation's own, in its own order.
 */
export function RateSentence({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {text
        .split(MARK)
        .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? null}</Fragment> : piece))}
    </>
  );
}
