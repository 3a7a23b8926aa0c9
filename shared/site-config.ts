// zod/mini: the app shell parses this on every page load, and the full zod would add ~20 KB gzipped to it.
import * as z from 'zod/mini';

/**
 * The document the stack writes at `/config.json` (and the local twin serves), so that one SPA build
 * runs against any deployment. Read once by the web app before Amplify is configured.
 */
export const siteConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only set by the local twin: the embedded Cognito's address. Real Cognito needs none. */
  userPoolEndpoint: z.optional(z.url()),
  /** Cognito hosted-UI domain, present only when a social provider is configured. */
  oauthDomain: z.optional(z.string()),
  socialProviders: z._default(z.array(z.enum(['Google', 'Facebook'])), []),
  /** The monthly subscription's price in euro cents, chosen by the operator (CDK context); the shop shows it. */
  subscriptionPriceCents: z.optional(z.int().check(z.positive())),
  /**
   * Analytics, chosen by the operator; absent (the default), the browser sends no event at all. With it, an
   * event leaves only after the visitor accepted the cookies (web/src/lib/analytics/analytics.ts).
   */
  analytics: z.optional(z.object({ provider: z.literal('meta-pixel'), pixelId: z.string().check(z.regex(/^\d{1,32}$/)) })),
  /** True only in the local twin: enables the local mailbox and local-only tools. */
  local: z._default(z.boolean(), false),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_CONFIG_PATH = '/config.json';
