import type { Locator, Page } from '@playwright/test';

/** The sonner toast showing `text` (its title or description). */
export function toastWith(page: Page, text: string | RegExp): Locator {
  // A dismissed toast stays in the page while it slides out (data-removed): it is not shown any more.
  return page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
}
