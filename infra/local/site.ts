import { siteConfigSchema, type SiteConfig } from '#shared/site-config';
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

interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig?: Record<string, Record<string, unknown>>;
  CustomHeadersConfig?: { Items?: { Header: string; Value: unknown }[] };
}

interface CacheBehavior {
  PathPattern?: string;
  ResponseHeadersPolicyId?: unknown;
}

interface DistributionConfig {
  Origins?: DistributionOrigin[];
  DefaultCacheBehavior?: CacheBehavior;
  CacheBehaviors?: CacheBehavior[];
}

function distributionConfig(engine: Engine): DistributionConfig | undefined {
  const [distribution] = resourcesOfType(engine.template, 'AWS::CloudFront::Distribution');
  return distribution?.[1].Properties?.DistributionConfig as DistributionConfig | undefined;
}

/** The policy a behavior names (`{ Ref: logicalId }`). */
function policyOf(engine: Engine, behavior: CacheBehavior | undefined): ResponseHeadersPolicyConfig | undefined {
  const logicalId = (behavior?.ResponseHeadersPolicyId as { Ref?: string } | undefined)?.Ref;
  const resource = logicalId === undefined ? undefined : engine.template.Resources[logicalId];
  return resource?.Properties?.ResponseHeadersPolicyConfig as ResponseHeadersPolicyConfig | undefined;
}

/** A policy's headers as the twin sends them, with the local emulators' origins allowed. */
function headersOf(engine: Engine, policy: ResponseHeadersPolicyConfig | undefined, origins: { cognito: string; s3: string }): Record<string, string> {
  const security = policy?.SecurityHeadersConfig;
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
  for (const { Header, Value } of policy?.CustomHeadersConfig?.Items ?? []) headers[Header.toLowerCase()] = String(engine.resolve(Value));
  return headers;
}

/** CloudFront's response headers for the site's default behavior, from the template. */
export function localSecurityHeaders(engine: Engine, origins: { cognito: string; s3: string }): Record<string, string> {
  return headersOf(engine, policyOf(engine, distributionConfig(engine)?.DefaultCacheBehavior), origins);
}

/** A site path whose CloudFront behavior has headers of its own (`/partage/*`: X-Robots-Tag). */
export interface PathHeaders {
  prefix: string;
  headers: Record<string, string>;
}

/**
 * The site's other behaviors with a response headers policy, as path prefixes (their patterns end in `/*`);
 * the API's behavior is left out: the twin's port routes `/api` to the gateway before any file.
 */
export function localPathHeaders(engine: Engine, origins: { cognito: string; s3: string }): PathHeaders[] {
  return (distributionConfig(engine)?.CacheBehaviors ?? [])
    .filter((behavior) => behavior.PathPattern?.endsWith('/*') && behavior.PathPattern !== '/api/*' && behavior.ResponseHeadersPolicyId !== undefined)
    .map((behavior) => ({ prefix: behavior.PathPattern!.slice(0, -1), headers: headersOf(engine, policyOf(engine, behavior), origins) }));
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
  const apiOrigin = distributionConfig(engine)?.Origins?.find((origin) => origin.CustomOriginConfig !== undefined);
  return Object.fromEntries((apiOrigin?.OriginCustomHeaders ?? []).map(({ HeaderName, HeaderValue }) => [HeaderName.toLowerCase(), String(engine.resolve(HeaderValue))]));
}
