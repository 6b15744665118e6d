import { HELP_SCROLL_DELAY_MS } from '@transmission-spec/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { helpHeadingId } from './help-topics';

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function prefersReducedMotion(): boolean {
  // Older browsers and jsdom have no matchMedia.
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * On load and on every hash change, waits HELP_SCROLL_DELAY_MS (so the page has laid out), then
 * scrolls the element named by the hash into view and moves focus to its heading, so screen
 * readers continue reading from the topic the visitor asked for.
 */
export function useHashScroll(delayMs: number = HELP_SCROLL_DELAY_MS): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (hash === '' || hash === '#') return;
    const id = decodeHash(hash);
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (target === null) return;
      target.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
      document.getElementById(helpHeadingId(id))?.focus({ preventScroll: true });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
    // `key` changes when the same hash is followed again, which should scroll again.
  }, [hash, key, delayMs]);
}
