import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no pointer capture; sonner's toasts capture the pointer on pointerdown (to swipe them away).
if (typeof Element.prototype.setPointerCapture !== 'function') {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}

// vitest runs without globals, so Testing Library cannot register its own cleanup: each test starts on an empty page.
afterEach(() => {
  cleanup();
});
