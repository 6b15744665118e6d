import { IDLE_ACTIVITY_DEBOUNCE_MS } from '@transmission-spec/domain';
import { useEffect, useRef } from 'react';

/**
 * SPEC 4's idle timeout. Activity in any tab of the app counts: each tab writes the time of its
 * latest activity to localStorage, and the others hear of it through the storage event (and read
 * it again before deciding), so a user busy in one tab is not signed out in another.
 */
export const LAST_ACTIVITY_KEY = 'transmission-spec.last-activity';

/** What counts as the user being there. Captured on window, so events that do not bubble count. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'focus',
] as const;

/** Browsers run a longer setTimeout at once; a longer timeout waits in steps. */
const MAX_TIMER_MS = 2_147_483_647;

function readSharedActivity(): number {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeSharedActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Blocked storage: this tab still times out on its own activity.
  }
}

export interface IdleTimerOptions {
  readonly enabled: boolean;
  readonly timeoutMs: number;
  readonly onIdle: () => void;
  /** Called with each recorded activity of this tab (at most every IDLE_ACTIVITY_DEBOUNCE_MS). */
  readonly onActivity?: () => void;
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity, while `enabled`. Activity is recorded
 * at most every IDLE_ACTIVITY_DEBOUNCE_MS, so a moving mouse does not write storage constantly.
 */
export function useIdleTimer({ enabled, timeoutMs, onIdle, onActivity }: IdleTimerOptions): void {
  const onIdleRef = useRef(onIdle);
  const onActivityRef = useRef(onActivity);
  useEffect(() => {
    onIdleRef.current = onIdle;
    onActivityRef.current = onActivity;
  }, [onIdle, onActivity]);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = 0;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let pendingRecord: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(expiry);
      const remaining = Math.max(0, lastActivity + timeoutMs - Date.now());
      expiry = setTimeout(check, Math.min(remaining, MAX_TIMER_MS));
    };
    const check = () => {
      lastActivity = Math.max(lastActivity, readSharedActivity());
      if (Date.now() - lastActivity < timeoutMs) {
        schedule();
        return;
      }
      stop();
      onIdleRef.current();
    };
    const record = () => {
      pendingRecord = undefined;
      lastActivity = Date.now();
      writeSharedActivity(lastActivity);
      schedule();
      onActivityRef.current?.();
    };
    const onActivity = () => {
      pendingRecord ??= setTimeout(record, IDLE_ACTIVITY_DEBOUNCE_MS);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LAST_ACTIVITY_KEY || event.newValue === null) return;
      const at = Number(event.newValue);
      if (Number.isFinite(at) && at > lastActivity) {
        lastActivity = at;
        schedule();
      }
    };
    const stop = () => {
      clearTimeout(expiry);
      clearTimeout(pendingRecord);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
      window.removeEventListener('storage', onStorage);
    };

    // Opening the page is activity too.
    record();
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    window.addEventListener('storage', onStorage);
    return stop;
  }, [enabled, timeoutMs]);
}
