import type { ResolvedResourceType } from '../registry';

export const CLOUDFRONT_DISTRIBUTION = 'AWS::CloudFront::Distribution';

/** The product serves the site itself on the loopback: a distribution's domain is that `host:port`. */
export const cloudFrontDistributions: ResolvedResourceType = {
  resolve: ({ logicalId, attribute }, context) =>
    attribute === 'DomainName' && context.options.siteDomain !== undefined ? context.options.siteDomain : `local-${logicalId}`,
};
