/**
 * Debian's Chromium (no browser download), started so that it calls nobody: no updates, no sync, no
 * background requests. The e2e journeys and the render bench launch it the same way.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--metrics-recording-only',
] as const;
