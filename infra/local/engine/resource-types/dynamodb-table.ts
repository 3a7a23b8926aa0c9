import { join } from 'node:path';
import { createTables, startDynamoDb, type LocalDynamoDb, type TableDefinition } from '../dynamodb';
import type { ProvisionedResourceType } from '../registry';
import { LOCAL_ACCOUNT, LOCAL_REGION, resourcesOfType, type CloudFormationTemplate } from '../template';

export const DYNAMODB_TABLE = 'AWS::DynamoDB::Table';

export function tablesOf(template: CloudFormationTemplate): TableDefinition[] {
  return resourcesOfType(template, DYNAMODB_TABLE).map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    keySchema: Properties.KeySchema as TableDefinition['keySchema'],
    attributeDefinitions: Properties.AttributeDefinitions as TableDefinition['attributeDefinitions'],
    globalSecondaryIndexes: (Properties.GlobalSecondaryIndexes ?? []) as TableDefinition['globalSecondaryIndexes'],
    ttlAttribute: (Properties.TimeToLiveSpecification as { AttributeName?: string } | undefined)?.AttributeName,
  }));
}

/** Tables in DynamoDB Local, named by their logical ids; the handle's client is the one the engine uses. */
export const dynamoDbTables: ProvisionedResourceType<TableDefinition, LocalDynamoDb> = {
  stage: 'emulators',
  extract: tablesOf,
  async provision(context, tables) {
    const { dataDir, inMemory, allowedOrigins } = context.options;
    const dynamo = await startDynamoDb({
      corsOrigins: allowedOrigins,
      loopbackMessages: context.messages.loopback,
      ...(inMemory ? {} : { dataDir: join(dataDir, 'dynamodb') }),
    });
    context.onStop(dynamo.stop);
    await createTables(dynamo.client, tables);
    return { handle: dynamo, endpoint: dynamo.endpoint, environment: { AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint } };
  },
  resolve: ({ logicalId, attribute }) => (attribute === 'Arn' ? `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${logicalId}` : logicalId),
};
