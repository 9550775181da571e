import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightPieces, showsCandyDropPromotion, type CandyDropPromotion } from './candyDropPromotion';

const promotion: CandyDropPromotion = {
  message: 'Trade BTC to share 10,000 ABC',
  highlights: ['10,000 ABC'],
  url: '/candy-drop',
};

describe('candy-drop promotion', () => {
  it.each([
    [
      'Trade BTC to share 10,000 ABC',
      ['10,000 ABC'],
      [
        ['Trade BTC to share ', false],
        ['10,000 ABC', true],
      ],
    ],
    [
      'Trade BTC to share 10,000 ABC',
      ['BTC', '10,000 ABC'],
      [
        ['Trade ', false],
        ['BTC', true],
        [' to share ', false],
        ['10,000 ABC', true],
      ],
    ],
    [
      'ABC and ABC again',
      ['ABC'],
      [
        ['ABC', true],
        [' and ', false],
        ['ABC', true],
        [' again', false],
      ],
    ],
    ['no keywords here', [], [['no keywords here', false]]],
    ['no match here', ['XYZ', ''], [['no match here', false]]],
    ['BTC rewards', ['BTC', 'BTC rewards'], [['BTC rewards', true]]],
    [
      'abc ABC',
      ['ABC'],
      [
        ['abc ', false],
        ['ABC', true],
      ],
    ],
    ['', ['ABC'], []],
  ] as const)('LP-SUCCESS-04 %j with keywords %j splits into %j', (message, highlights, expected) => {
    expect(highlightPieces(message, highlights).map((piece) => [piece.text, piece.highlighted])).toEqual(expected);
  });

  it('LP-SUCCESS-04 markup in the message stays text: a keyword never turns it into HTML', () => {
    const pieces = highlightPieces('<img src=x onerror=alert(1)> wins', ['wins']);
    expect(pieces).toEqual([
      { text: '<img src=x onerror=alert(1)> ', highlighted: false },
      { text: 'wins', highlighted: true },
    ]);
  });

  it('LP-SUCCESS-04 the pieces always join back into the message, and no two neighbours share a kind', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 }), (message, highlights) => {
        const pieces = highlightPieces(message, highlights);
        expect(pieces.map((piece) => piece.text).join('')).toBe(message);
        pieces.forEach((piece, index) => {
          expect(piece.text).not.toBe('');
          if (index > 0) expect(piece.highlighted).not.toBe(pieces[index - 1]?.highlighted);
        });
      }),
    );
  });

  it.each([
    [promotion, 'global', true],
    [promotion, 'us', false],
    [null, 'global', false],
    [{ ...promotion, message: '  ' }, 'global', false],
    [{ ...promotion, url: undefined }, 'global', false],
  ] as const)('LP-SUCCESS-04 SH-US-07 promotion %j on the %s site shows the card: %s', (candidate, site, expected) => {
    expect(showsCandyDropPromotion(candidate, site)).toBe(expected);
  });
});
