import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { Blocker } from 'react-router';

/**
 * SPEC's leave warning for a screen holding unsaved work (the admin form, a saved spec's edits, an
 * unfinished survey): any in-app navigation to another path is blocked so the screen can ask first
 * (it shows its own dialog from the returned blocker), and a reload or a closed tab gets the
 * browser's own question. `leavingAllowed` is read when the navigation happens, not at render, so a
 * screen can let its own Save or Cancel through in the same tick it navigates.
 */
export function useLeaveWarning(unsaved: boolean, leavingAllowed: () => boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leavingAllowed() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
  return blocker;
}
