import { describe, expect, it } from 'vitest';
import { bucketDescriptorsOf } from '../../infra/local/engine/resource-types/s3-bucket';
import { corsConfigurationXml } from '../../infra/local/engine/s3';
import type { CloudFormationTemplate } from '../../infra/local/engine/template';

describe("the twin's bucket CORS", () => {
  it("should give s3rver each bucket's CORS rules from the template, and none to a bucket without", () => {
    // Arrange
    const template = {
      Resources: {
        MediaBucket: {
          Type: 'AWS::S3::Bucket',
          Properties: { CorsConfiguration: { CorsRules: [{ AllowedMethods: ['GET', 'HEAD'], AllowedOrigins: ['*'], MaxAge: 3000 }] } },
        },
        SiteBucket: { Type: 'AWS::S3::Bucket', Properties: {} },
      },
    } as unknown as CloudFormationTemplate;

    // Act
    const buckets = bucketDescriptorsOf(template);

    // Assert
    expect(buckets).toEqual([
      { logicalId: 'MediaBucket', corsRules: [{ AllowedMethods: ['GET', 'HEAD'], AllowedOrigins: ['*'], MaxAge: 3000 }] },
      { logicalId: 'SiteBucket', corsRules: [] },
    ]);
  });

  it("should write the rules in S3's CORS document", () => {
    // Arrange / Act
    const xml = corsConfigurationXml([{ AllowedMethods: ['GET', 'HEAD'], AllowedOrigins: ['http://127.0.0.1:1234'], MaxAge: 3000 }]);

    // Assert
    expect(xml).toBe(
      '<CORSConfiguration><CORSRule><AllowedOrigin>http://127.0.0.1:1234</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>',
    );
  });
});
