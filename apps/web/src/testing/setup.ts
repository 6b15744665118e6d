import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom implements no scrolling; the app scrolls on navigation and on help anchors.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();
