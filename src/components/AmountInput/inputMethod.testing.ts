/**
 * Events as a browser sends them when a person types, pastes or composes into a text field, dispatched as native DOM
 * events so the same sequences drive the unit tests (happy-dom) and the story tests (Chromium).
 */

/** The order a browser sends a composition's events in when it commits. */
export type CompositionOrder = 'chromium' | 'safari';
export const compositionOrders: readonly CompositionOrder[] = ['chromium', 'safari'];

/** Writes the text the way the browser does, under React's value tracker, and puts the caret at `caret`. */
function setText(input: HTMLInputElement, text: string, caret: number): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(caret, caret);
}

function fireInput(input: HTMLInputElement, inputType: string, data: string | null, isComposing: boolean): void {
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data, isComposing }));
}

function fireComposition(input: HTMLInputElement, type: string, data: string): void {
  input.dispatchEvent(new CompositionEvent(type, { bubbles: true, data }));
}

/** Types `text` one character at a time at the caret, an input event for each, as a keyboard does. */
export function typeKeys(input: HTMLInputElement, text: string): void {
  for (const character of text) {
    const caret = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? caret;
    setText(input, input.value.slice(0, caret) + character + input.value.slice(end), caret + character.length);
    fireInput(input, 'insertText', character, false);
  }
}

/** Pastes `text` as the browser does: a cancelable paste event carrying it as plain text. */
export function pasteText(input: HTMLInputElement, text: string): void {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

/**
 * Composes through an input method: `steps` are the composition string after each key ('１', '１２', ...), and the
 * last one is committed.
 * - Chromium: compositionstart, then per key compositionupdate and an input event (insertCompositionText, still
 *   composing); compositionend comes after the last one.
 * - Safari (Input Events Level 2): the same per key, then at the commit the composition is deleted
 *   (deleteCompositionText) and inserted again as committed text (insertFromComposition), then compositionend.
 * The browser keeps the range of its composition. If the page rewrites the text under it before the commit, the range
 * is lost and the input method puts its string in again at the caret: the duplicated digits of react-number-format
 * #262 and #768 and antd #21199. This model does the same, so a field that rewrites mid-composition fails the tests.
 */
export function compose(input: HTMLInputElement, steps: readonly string[], order: CompositionOrder): void {
  let before = input.value.slice(0, input.selectionStart ?? input.value.length);
  let after = input.value.slice(input.selectionEnd ?? input.value.length);
  let composed = '';
  const followPage = () => {
    if (input.value === before + composed + after) return;
    const caret = input.selectionStart ?? input.value.length;
    before = input.value.slice(0, caret);
    after = input.value.slice(caret);
    composed = '';
  };
  fireComposition(input, 'compositionstart', '');
  for (const step of steps) {
    followPage();
    fireComposition(input, 'compositionupdate', step);
    composed = step;
    setText(input, before + step + after, before.length + step.length);
    fireInput(input, 'insertCompositionText', step, true);
  }
  const committed = steps.at(-1) ?? '';
  if (order === 'safari') {
    followPage();
    setText(input, before + after, before.length);
    fireInput(input, 'deleteCompositionText', null, true);
    setText(input, before + committed + after, before.length + committed.length);
    fireInput(input, 'insertFromComposition', committed, true);
  } else if (input.value !== before + composed + after) {
    followPage();
    setText(input, before + committed + after, before.length + committed.length);
    fireInput(input, 'insertCompositionText', committed, true);
  }
  fireComposition(input, 'compositionend', committed);
}

/** The composition steps of typing `text` one key at a time: 'ab' → ['a', 'ab']. */
export function keyByKey(text: string): string[] {
  const characters = [...text];
  return characters.map((_, index) => characters.slice(0, index + 1).join(''));
}
