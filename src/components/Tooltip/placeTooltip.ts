/** A box in viewport coordinates, as `getBoundingClientRect` gives it. */
export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export interface TooltipPlacement {
  /** The side of the trigger the tooltip sits on. */
  readonly side: 'top' | 'bottom';
  /** Viewport coordinates of the tooltip's top-left corner. */
  readonly top: number;
  readonly left: number;
}

/**
 * Where a tooltip goes: on its preferred side of the trigger, `offset` away, or on the other side
 * when the preferred one lacks room and the other has it; centred on the trigger and moved along to
 * stay `padding` inside the viewport; rounded to whole pixels.
 */
export function placeTooltip(
  trigger: Box,
  tooltip: { readonly width: number; readonly height: number },
  viewport: { readonly width: number; readonly height: number },
  preferred: 'top' | 'bottom',
  offset: number,
  padding: number,
): TooltipPlacement {
  const roomAbove = trigger.top - offset - tooltip.height >= padding;
  const roomBelow = trigger.top + trigger.height + offset + tooltip.height <= viewport.height - padding;
  const side =
    preferred === 'top' ? (roomAbove || !roomBelow ? 'top' : 'bottom') : roomBelow || !roomAbove ? 'bottom' : 'top';
  const top = side === 'top' ? trigger.top - offset - tooltip.height : trigger.top + trigger.height + offset;
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = Math.min(Math.max(centred, padding), Math.max(padding, viewport.width - padding - tooltip.width));
  // Whole pixels: text placed at a fraction of a pixel renders blurred.
  return { side, top: Math.round(top), left: Math.round(left) };
}
