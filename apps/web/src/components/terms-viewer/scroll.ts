/** Pixels short of the very end that still count as "read to the end" (zoom and sub-pixel rounding). */
export const SCROLL_END_TOLERANCE = 8;

/** True when a scrolled box shows its last pixels, or when its content fits without scrolling. */
export function isScrolledToEnd(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  tolerance: number = SCROLL_END_TOLERANCE,
): boolean {
  if (box.scrollHeight <= box.clientHeight + tolerance) return true;
  return box.scrollTop + box.clientHeight >= box.scrollHeight - tolerance;
}
