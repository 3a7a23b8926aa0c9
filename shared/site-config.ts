import * as z from 'zod';

/**
 * The document the stack writes at `/config.json` (and the local twin serves), so that one SPA build
 * runs against any deployment. Read once by the web app before Amplify is configured.
 */
export const siteConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only set by the local twin: the embedded Cognito's address. Real Cognito needs none. */
  userPoolEndpoint: z.string().url().optional(),
  /** Cognito hosted-UI domain, present only when a social provider is configured. */
  oauthDomain: z.string().optional(),
  socialProviders: z.array(z.enum(['Google', 'Facebook'])).default([]),
  /** True only in the local twin: enables the local mailbox and local-only tools. */
  local: z.boolean().default(false),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_CONFIG_PATH = '/config.json';
