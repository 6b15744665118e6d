import { vi } from 'vitest';

import { browserLocation } from '../lib/browser-location';

/** Records full page loads instead of attempting them (jsdom cannot navigate). */
export function stubBrowserLocation() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
}
