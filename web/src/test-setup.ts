import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// vitest runs without globals, so Testing Library cannot register its own cleanup: each test starts on an empty page.
// sonner keeps its toasts in a module-wide store and replays them to the next <Toaster />: a test's toasts are
// dismissed with it, or the next test (in this file) would see them.
afterEach(() => {
  cleanup();
  toast.dismiss();
});
