import type { Locator, Page } from '@playwright/test';

/** The sonner toast showing `text` (its title or description). */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
