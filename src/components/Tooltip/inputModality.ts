/**
 * Whether the user is on the keyboard or a pointer, so keyboard focus shows a tooltip and a click's
 * focus does not (what `:focus-visible` decides for the focus ring). Tracked once per page from the
 * first tooltip on, in the capture phase so nothing can hide the event from it.
 */
let modality: 'keyboard' | 'pointer' | null = null;
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  if (event.metaKey || event.altKey || event.ctrlKey) return;
  modality = 'keyboard';
}
function onPointerDown() {
  modality = 'pointer';
}

export function trackInputModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('mousedown', onPointerDown, true);
}

/** True unless the last input was a pointer: focus by Tab, or by script before any input, is visible focus. */
export function isKeyboardFocus(): boolean {
  return modality !== 'pointer';
}
