import { RemovalPolicy } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '../../shared/environment';

export interface MediaProps {
  readonly accessLogs: IBucket;
}

export type MediaAccess = 'read' | 'readWrite';

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
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media/',
      // Stories are kept forever (spec): the stack's deletion leaves them in place.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** Grants a function access to the media bucket and tells it the bucket's name, together. */
  bind(fn: LambdaFunction & IGrantable, access: MediaAccess): void {
    if (access === 'read') this.bucket.grantRead(fn);
    else this.bucket.grantReadWrite(fn);
    fn.addEnvironment(ENV.mediaBucket, this.bucket.bucketName);
  }
}
