/** What a visitor does that takes the scrolling over from the page. */
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps `element` centred in the viewport while the page is still filling in above it (the
 * duty-cycle figures and charts arrive after the result shows and push what is below them down),
 * for at most `ms`, while it keeps the focus and until the visitor scrolls, clicks, touches or
 * types. Returns a function that stops it at once. Where ResizeObserver is missing, it does nothing.
 */
export function keepInViewWhileSettling(element: HTMLElement, ms = 10_000): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let stopped = false;
  const observer = new ResizeObserver(() => {
    if (document.activeElement !== element) {
      stop();
      return;
    }
    element.scrollIntoView({ block: 'center' });
  });
  const timer = setTimeout(stop, ms);
  function stop(): void {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of USER_INPUT) window.addEventListener(type, stop, true);
  return stop;
}
