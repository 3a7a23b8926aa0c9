import { siteConfigSchema, type SiteConfig } from '../../shared/site-config';
import { SITE_CONFIG_OUTPUT } from '../constructs/site';
import type { Engine } from './engine/engine';
import { resourcesOfType } from './engine/template';

/**
 * The site as CloudFront would serve it, locally: `/config.json` as the stack writes it (with the
 * local Cognito's endpoint), and the response headers of the stack's policy.
 */

/** `/config.json` with the local pool's ids and endpoint, or undefined for a stack without a site (test stacks). */
export function localSiteConfig(engine: Engine, userPoolEndpoint: string): SiteConfig | undefined {
  const value = engine.template.Outputs?.[SITE_CONFIG_OUTPUT]?.Value;
  if (value === undefined) return undefined;
  return siteConfigSchema.parse({ ...(JSON.parse(String(engine.resolve(value))) as object), userPoolEndpoint, local: true });
}

/** CloudFront's response headers from the template, with the local emulators' origins allowed. */
export function localSecurityHeaders(engine: Engine, origins: { cognito: string; s3: string }): Record<string, string> {
  const [policy] = resourcesOfType(engine.template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const config = policy?.[1].Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig?: Record<string, Record<string, unknown>> } | undefined;
  const security = config?.SecurityHeadersConfig;
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (security?.FrameOptions?.FrameOption) headers['x-frame-options'] = String(security.FrameOptions.FrameOption);
  if (security?.ReferrerPolicy?.ReferrerPolicy) headers['referrer-policy'] = String(security.ReferrerPolicy.ReferrerPolicy);
  const csp = security?.ContentSecurityPolicy?.ContentSecurityPolicy;
  if (csp) {
    headers['content-security-policy'] = String(engine.resolve(csp))
      .split('; ')
      .map((directive) => {
        if (directive.startsWith('connect-src')) return `${directive} ${origins.cognito} ${origins.s3}`;
        if (directive.startsWith('img-src') || directive.startsWith('media-src')) return `${directive} ${origins.s3}`;
        return directive;
      })
      .join('; ');
  }
  return headers;
}

interface DistributionOrigin {
  CustomOriginConfig?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}

/**
 * The headers CloudFront adds to what it forwards to the API (its custom origin's `OriginCustomHeaders`,
 * the origin verification token among them), resolved as the twin resolves the functions' environment:
 * the twin's one port adds them as CloudFront does, so the API functions check the same thing here.
 */
export function localApiOriginHeaders(engine: Engine): Record<string, string> {
  const [distribution] = resourcesOfType(engine.template, 'AWS::CloudFront::Distribution');
  const config = distribution?.[1].Properties?.DistributionConfig as { Origins?: DistributionOrigin[] } | undefined;
  const apiOrigin = config?.Origins?.find((origin) => origin.CustomOriginConfig !== undefined);
  return Object.fromEntries((apiOrigin?.OriginCustomHeaders ?? []).map(({ HeaderName, HeaderValue }) => [HeaderName.toLowerCase(), String(engine.resolve(HeaderValue))]));
}
