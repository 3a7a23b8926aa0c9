import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

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
