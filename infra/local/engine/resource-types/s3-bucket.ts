import { join } from 'node:path';
import type { ProvisionedResourceType } from '../registry';
import { LOCAL_S3_CREDENTIALS, localBucketName, startS3, type CorsRule, type LocalS3 } from '../s3';
import { resourcesOfType, type CloudFormationTemplate } from '../template';

export const S3_BUCKET = 'AWS::S3::Bucket';

export function bucketsOf(template: CloudFormationTemplate): string[] {
  return resourcesOfType(template, S3_BUCKET).map(([logicalId]) => logicalId);
}

/** Each bucket's logical id with its CORS rules, if the template gives it any. */
export function bucketDescriptorsOf(template: CloudFormationTemplate): { logicalId: string; corsRules: CorsRule[] }[] {
  return resourcesOfType(template, S3_BUCKET).map(([logicalId, resource]) => {
    const cors = (resource.Properties as { CorsConfiguration?: { CorsRules?: CorsRule[] } } | undefined)?.CorsConfiguration;
    return { logicalId, corsRules: cors?.CorsRules ?? [] };
  });
}

/** Buckets in s3rver, named from their logical ids, with the template's CORS rules. */
export const s3Buckets: ProvisionedResourceType<{ logicalId: string; corsRules: CorsRule[] }, LocalS3> = {
  stage: 'emulators',
  extract: bucketDescriptorsOf,
  async provision(context, buckets) {
    const s3 = await startS3({
      directory: join(context.options.dataDir, 's3'),
      bucketLogicalIds: buckets.map((bucket) => bucket.logicalId),
      corsRules: Object.fromEntries(buckets.map((bucket) => [bucket.logicalId, bucket.corsRules])),
      loopbackMessages: context.messages.loopback,
    });
    context.onStop(s3.stop);
    return {
      handle: s3,
      endpoint: s3.endpoint,
      environment: {
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        // The functions' credentials: s3rver accepts only this key id; the other emulators accept any.
        AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      },
    };
  },
  resolve({ logicalId, attribute }, context) {
    const name = localBucketName(logicalId);
    if (attribute === 'Arn') return `arn:aws:s3:::${name}`;
    if (attribute?.endsWith('DomainName')) return new URL(context.handle<LocalS3>(S3_BUCKET).endpoint).host;
    return name;
  },
};
