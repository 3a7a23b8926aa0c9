import { DEFAULT_THEME } from './constants';

/** The value of `<html data-theme>`: the selected profile's theme, or the default one when there is none. */
export function themeAttributeFor(theme: string | null | undefined): string {
  return theme && theme.trim() !== '' ? theme : DEFAULT_THEME;
}

/** Applies a theme to the document; index.css defines one variable block per `[data-theme]` value. */
export function applyDocumentTheme(theme: string | null | undefined, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = themeAttributeFor(theme);
}
