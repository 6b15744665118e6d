import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom implements no scrolling; the app scrolls on navigation and on help anchors.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

// One wait for every findBy/waitFor (decision 032): a role query over a whole MUI page can take
// seconds on a machine shared with other jobs, and the default one second fails there at random.
configure({ asyncUtilTimeout: 15_000 });
