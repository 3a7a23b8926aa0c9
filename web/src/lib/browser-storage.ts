/** The browser's localStorage, or undefined where there is none (prerender, tests) or it is blocked (some private modes). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
