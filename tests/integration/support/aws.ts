import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Direct access to the twin's emulators, to arrange data and check what the API stored. */
export function documents(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
}

export function storage(): S3Client {
  return new S3Client({ endpoint: inject('s3Endpoint'), region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
}

/** The name the functions were given for a table or bucket (its ENV variable name in shared/). */
export const boundName = (variable: string): string => inject('boundNames')[variable]!;
