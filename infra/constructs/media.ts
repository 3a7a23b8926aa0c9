import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';

export interface MediaProps {
  readonly accessLogs: IBucket;
}

export type MediaAccess = 'read' | 'readWrite';

/**
 * The bucket is versioned (an overwrite or a slip can be undone for a day), so "deleted" must still mean
 * gone: a deleted or replaced object's old version expires after this many days (S3's shortest), every
 * old version alike; a delete marker left alone is removed; an unfinished upload is aborted.
 */
export const MEDIA_RETENTION_DAYS = { noncurrentVersions: 1, incompleteUploads: 1 } as const;

/** The private bucket of story images and narrations; the API hands out short-lived signed URLs only. */
export class Media extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        {
          id: 'ExpireDeletedMedia',
          noncurrentVersionExpiration: Duration.days(MEDIA_RETENTION_DAYS.noncurrentVersions),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(MEDIA_RETENTION_DAYS.incompleteUploads),
        },
      ],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media/',
      // 'Disponible hors ligne' (web/src/features/offline) reads a story's media bytes from the page to keep them
      // on the device: a cross-origin read. Any origin, because every GET still needs a signed URL only the API
      // hands out (CORS lets a page read what it may already load, nothing more), and the site's own domain is
      // not known here (the distribution is made after this bucket).
      cors: [{ allowedMethods: [HttpMethods.GET, HttpMethods.HEAD], allowedOrigins: ['*'], maxAge: 3000 }],
      // Stories are kept forever (spec): the stack's deletion leaves them in place.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Grants a function access to the media bucket and tells it the bucket's name, together. The actions
   * are named one by one (no `s3:Get*`); ListBucket makes a missing object a 404 rather than a 403.
   */
  bind(fn: LambdaFunction & IGrantable, access: MediaAccess): void {
    const objectActions = access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
    fn.addToRolePolicy(new PolicyStatement({ actions: objectActions, resources: [this.bucket.arnForObjects('*')] }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }));
    fn.addEnvironment(ENV.mediaBucket, this.bucket.bucketName);
    const bucketId = (Stack.of(this).resolve(this.bucket.bucketArn) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    if (fn.role) {
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
        reason: 'Objects of the one private media bucket, named by story id (story_images/<id>.png, story_audio/<id>.mp3); the actions are listed one by one.',
      });
    }
  }
}
