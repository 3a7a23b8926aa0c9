import { createContext, use } from 'react';
import { SITE_CONFIG_PATH, siteConfigSchema, type SiteConfig } from '@shared/site-config';
import { SITE_CONFIG_REQUEST, takePrefetchedSiteConfig } from './site-config-prefetch';

export type { SiteConfig };

/** Why the configuration could not be used; `message` is French and shown to the parent as is. */
export type SiteConfigErrorKind = 'network' | 'http' | 'invalid';

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';

  constructor(
    readonly kind: SiteConfigErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const SITE_CONFIG_MESSAGES = {
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.',
  http: "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
  invalid: "La configuration de l'application est invalide. Veuillez réessayer plus tard.",
} as const satisfies Record<SiteConfigErrorKind, string>;

/** Validates the `/config.json` document; anything unexpected is one French error, never a crash later. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteConfigError('invalid', SITE_CONFIG_MESSAGES.invalid, { cause: result.error });
  }
  return result.data;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Fetches and validates `/config.json`. */
export async function fetchSiteConfig(fetchImpl: FetchLike = (input, init) => fetch(input, init)): Promise<SiteConfig> {
  let response: Response;
  try {
    // The request main.tsx started early when there is one; 'no-cache' revalidates with the server.
    response = await (takePrefetchedSiteConfig() ?? fetchImpl(SITE_CONFIG_PATH, SITE_CONFIG_REQUEST));
  } catch (cause) {
    throw new SiteConfigError('network', SITE_CONFIG_MESSAGES.network, { cause });
  }
  if (!response.ok) {
    throw new SiteConfigError('http', SITE_CONFIG_MESSAGES.http, { cause: response.status });
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (cause) {
    // An SPA fallback answering index.html for /config.json lands here.
    throw new SiteConfigError('invalid', SITE_CONFIG_MESSAGES.invalid, { cause });
  }
  return parseSiteConfig(raw);
}

let pending: Promise<SiteConfig> | undefined;

/**
 * The configuration, fetched once per page load and shared by every caller. A failure is not cached,
 * so "Réessayer" fetches again.
 */
export function loadSiteConfig(fetchImpl?: FetchLike): Promise<SiteConfig> {
  pending ??= fetchSiteConfig(fetchImpl).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The French message to show for any error raised while loading the configuration. */
export function siteConfigErrorMessage(error: unknown): string {
  return error instanceof SiteConfigError ? error.message : SITE_CONFIG_MESSAGES.invalid;
}

/** Provided by the app shell once the configuration is loaded (e.g. `local`, `socialProviders`). */
export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = use(SiteConfigContext);
  if (!config) {
    throw new Error("useSiteConfig doit être appelé sous le shell de l'application.");
  }
  return config;
}
