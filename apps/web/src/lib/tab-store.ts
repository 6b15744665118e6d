import type { z } from 'zod';

/**
 * A value kept per browser tab in session storage, parsed with its schema on read (a stored value
 * edited by hand, or from an older version, falls back), cached by its stored text so that
 * useSyncExternalStore sees a stable object, and in memory where storage is blocked or full. The
 * tire (tire-choice.ts) and the yearly fuel inputs (duty-cycle/yearly-fuel-choice.ts) use it.
 */
export interface TabStore<T> {
  readonly read: () => T;
  readonly write: (value: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the value then lasts until the page is left.
    return null;
  }
}

export function createTabStore<T>(key: string, schema: z.ZodType<T>, fallback: T): TabStore<T> {
  let cached: { raw: string | null; value: T } = { raw: null, value: fallback };
  let inMemory: string | null = null;
  const listeners = new Set<() => void>();

  const read = (): T => {
    const store = storage();
    let raw: string | null;
    try {
      raw = store === null ? inMemory : store.getItem(key);
    } catch {
      raw = inMemory;
    }
    if (raw === cached.raw) return cached.value;
    let value = fallback;
    try {
      const parsed = schema.safeParse(JSON.parse(raw ?? 'null'));
      if (parsed.success) value = parsed.data;
    } catch {
      // Not JSON: the fallback.
    }
    cached = { raw, value };
    return value;
  };

  const write = (value: T): void => {
    const raw = JSON.stringify(schema.parse(value));
    inMemory = raw;
    try {
      storage()?.setItem(key, raw);
    } catch {
      // Full storage: the in-memory copy still serves this page.
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return { read, write, subscribe };
}
