import { describe, expect, it } from 'vitest';
import { ANALYTICS_PIXEL_ORIGIN, SITE_CONFIG_OUTPUT } from '../../infra/constructs/site';
import { synthesizeForTests } from './synthesized-stack';

/** The site's security headers policy and /config.json, as the stack writes them. */
function siteOf(template: ReturnType<typeof synthesizeForTests>['template']) {
  const policies = Object.values(template.Resources ?? {}).filter((resource) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy');
  const csp = JSON.stringify(policies.map((policy) => (policy.Properties as { ResponseHeadersPolicyConfig?: { SecurityHeadersConfig?: { ContentSecurityPolicy?: unknown } } }).ResponseHeadersPolicyConfig?.SecurityHeadersConfig?.ContentSecurityPolicy));
  return { csp, config: JSON.stringify(template.Outputs?.[SITE_CONFIG_OUTPUT]?.Value) };
}

describe('analytics in the stack', () => {
  it('should configure no analytics and allow no pixel origin by default', () => {
    // Act
    const { csp, config } = siteOf(synthesizeForTests().template);

    // Assert
    expect(config).not.toContain('analytics');
    expect(csp).toContain('img-src');
    expect(csp).not.toContain(ANALYTICS_PIXEL_ORIGIN);
  });

  it('should write the pixel into /config.json and allow its image requests when an id is given', () => {
    // Act
    const { csp, config } = siteOf(synthesizeForTests({ context: { analyticsPixelId: '1234567890' } }).template);

    // Assert
    expect(config).toContain('\\"analytics\\":{\\"provider\\":\\"meta-pixel\\",\\"pixelId\\":\\"1234567890\\"}');
    expect(csp).toContain(ANALYTICS_PIXEL_ORIGIN);
    expect(csp).not.toContain('script-src \'self\' https');
  });

  it('should refuse a pixel id that is not digits', () => {
    // Act
    const synth = () => synthesizeForTests({ context: { analyticsPixelId: '<script>' } });

    // Assert
    expect(synth).toThrow(/analyticsPixelId/);
  });
});
