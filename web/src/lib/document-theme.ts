import { DEFAULT_THEME, STORAGE_KEYS } from './constants';

/** The value of `<html data-theme>`: the selected profile's theme, or the default one when there is none. */
export function themeAttributeFor(theme: string | null | undefined): string {
  return theme && theme.trim() !== '' ? theme : DEFAULT_THEME;
}

/** Applies a theme to the document; index.css defines one variable block per `[data-theme]` value. */
export function applyDocumentTheme(theme: string | null | undefined, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = themeAttributeFor(theme);
}

/**
 * Remembers the selected child's theme (or forgets it, with null) for the pages that cannot read the
 * profile: the 404 page is public and loads no session, yet it belongs to the child's world (issue 18).
 */
export function rememberChildTheme(theme: string | null): void {
  try {
    if (theme) localStorage.setItem(STORAGE_KEYS.childTheme, theme);
    else localStorage.removeItem(STORAGE_KEYS.childTheme);
  } catch {
    // Storage refused (private browsing): the 404 page then shows the default theme.
  }
}

/** The theme last shown for the selected child, or null. */
export function rememberedChildTheme(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.childTheme);
  } catch {
    return null;
  }
}
