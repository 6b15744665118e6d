import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `stages` parts to show: 1 on the first render, then one more after each
 * commit, each in a transition of its own (issue 29 item 6). The result's two cards are stage 1, so
 * they are committed and painted before the sections under them are rendered at all; each later
 * part renders in React's time slices and commits in a task of its own, so no one task holds the
 * main thread for the whole page. Parts are added from the top down, so nothing already shown is
 * pushed down by a part that arrives later (no layout shift). Under `act` (tests) every stage
 * flushes at once, as the visitor sees it a frame or two later.
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    startTransition(() => {
      setShown((current) => current + 1);
    });
  }, [shown, stages]);
  return Math.min(shown, stages);
}
