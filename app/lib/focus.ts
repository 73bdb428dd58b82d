/** Roving focus among the links and buttons of a menu, for arrow-key navigation. */
const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/** Moves focus by `step` (wrapping), or to the first/last item; returns whether it moved. */
export function moveFocus(
  container: HTMLElement | null,
  target: "next" | "previous" | "first" | "last",
): boolean {
  const items = focusableIn(container);
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const index =
    target === "first"
      ? 0
      : target === "last"
        ? items.length - 1
        : (current + (target === "next" ? 1 : -1) + items.length) % items.length;
  items[index]?.focus();
  return true;
}

/** Arrow, Home and End keys within a vertical menu; returns true when the key was handled. */
export function handleMenuKeys(event: React.KeyboardEvent, container: HTMLElement | null): boolean {
  const moves: Record<string, "next" | "previous" | "first" | "last"> = {
    ArrowDown: "next",
    ArrowUp: "previous",
    Home: "first",
    End: "last",
  };
  const move = moves[event.key];
  if (!move) return false;
  event.preventDefault();
  return moveFocus(container, move);
}
