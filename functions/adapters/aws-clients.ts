import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

/**
 * One DynamoDB document client per execution environment. The endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_DYNAMODB` when the local twin sets it; in AWS it is the regional default.
 */
export function dynamoDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** One S3 client; path-style addressing only against a local endpoint (the twin's s3rver). */
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
  return s3Client;
}