/**
 * The candy-drop promotion card of the stake success view (LP-SUCCESS-04, SH-US-07): a message
 * (popup_msg) whose keywords (popup_high_light) are highlighted, and a link (url). The spec does not
 * show the shape of popup_high_light, so the API edge hands over a list of keywords.
 *
 * The message is split into plain and highlighted pieces here, so the view renders text nodes only:
 * the server's text never becomes HTML.
 */
import { isShownOnSite, type Site } from '../shared/site';

/** The promotion, as the candy-drop promotion request answers it (mapped at the API edge). */
export interface CandyDropPromotion {
  /** popup_msg: the sentence shown on the card. */
  readonly message: string;
  /** popup_high_light: the words of the message to highlight, in any order. */
  readonly highlights: readonly string[];
  /**
   * url: where 'go to candy' leads; absent when the server sent none, or one not safe to follow
   * (`safeNavigationUrl`: only http(s) and paths of this site).
   */
  readonly url?: string;
}

/** One piece of the message: text, highlighted or not. */
export interface MessagePiece {
  readonly text: string;
  readonly highlighted: boolean;
}

/**
 * Splits `message` into pieces, marking every occurrence of a keyword (LP-SUCCESS-04). Matching is
 * exact (case and all), left to right; where two keywords start at the same place the longer wins, so
 * 'BTC' inside 'BTC rewards' does not cut the longer keyword short. Empty keywords are ignored.
 * Joining the pieces' text always gives back the message.
 */
export function highlightPieces(message: string, highlights: readonly string[]): MessagePiece[] {
  const keywords = [...new Set(highlights.filter((keyword) => keyword.length > 0))].sort((a, b) => b.length - a.length);
  const pieces: MessagePiece[] = [];
  const push = (text: string, highlighted: boolean) => {
    if (text === '') return;
    const last = pieces[pieces.length - 1];
    if (last && last.highlighted === highlighted) pieces[pieces.length - 1] = { text: last.text + text, highlighted };
    else pieces.push({ text, highlighted });
  };
  let plainStart = 0;
  let index = 0;
  while (index < message.length) {
    const keyword = keywords.find((candidate) => message.startsWith(candidate, index));
    if (keyword === undefined) {
      index += 1;
      continue;
    }
    push(message.slice(plainStart, index), false);
    push(keyword, true);
    index += keyword.length;
    plainStart = index;
  }
  push(message.slice(plainStart), false);
  return pieces;
}

/**
 * True when the success view shows the promotion card: there is a promotion with a message and a link to
 * follow, and the site is not the US site, which hides the card (LP-SUCCESS-04, SH-US-07). The card exists
 * to send the user to the CandyDrop, so one whose link was missing or refused shows nothing at all.
 */
export function showsCandyDropPromotion(
  promotion: CandyDropPromotion | null | undefined,
  site: Site,
): promotion is CandyDropPromotion & { readonly url: string } {
  return (
    promotion != null &&
    promotion.message.trim() !== '' &&
    promotion.url !== undefined &&
    promotion.url !== '' &&
    isShownOnSite('candyDropPromotion', site)
  );
}
