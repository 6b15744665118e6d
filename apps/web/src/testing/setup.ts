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

// Role queries over a whole MUI page take a while on a busy machine; one second is too tight.
configure({ asyncUtilTimeout: 5000 });
