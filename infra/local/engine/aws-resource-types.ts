import type { ResourceRegistry } from './registry';
import { awsCustomResources, AWS_CUSTOM_RESOURCE } from './resource-types/aws-custom-resource';
import { cloudFrontDistributions, CLOUDFRONT_DISTRIBUTION } from './resource-types/cloudfront-distribution';
import { cognitoUserPoolClients, cognitoUserPools, COGNITO_USER_POOL, COGNITO_USER_POOL_CLIENT } from './resource-types/cognito-user-pool';
import { dynamoDbTables, DYNAMODB_TABLE } from './resource-types/dynamodb-table';
import { scheduledRules, EVENTS_RULE } from './resource-types/events-rule';
import { httpApiRoutes, API_GATEWAY_V2_ROUTE } from './resource-types/http-api';
import { lambdaFunctions, LAMBDA_FUNCTION } from './resource-types/lambda-function';
import { s3Buckets, S3_BUCKET } from './resource-types/s3-bucket';
import { sesEmailIdentities, SES_EMAIL_IDENTITY } from './resource-types/ses-email-identity';
import { stateMachines, STEP_FUNCTIONS_STATE_MACHINE } from './resource-types/state-machine';

/**
 * The AWS resource types the engine runs. A type missing here runs nowhere locally; its tokens
 * resolve to `local-<logicalId>` placeholders. Adding a service is one entry (resource-types/).
 */
export const AWS_RESOURCE_TYPES: ResourceRegistry = {
  [DYNAMODB_TABLE]: dynamoDbTables,
  [S3_BUCKET]: s3Buckets,
  [SES_EMAIL_IDENTITY]: sesEmailIdentities,
  [COGNITO_USER_POOL]: cognitoUserPools,
  [COGNITO_USER_POOL_CLIENT]: cognitoUserPoolClients,
  [LAMBDA_FUNCTION]: lambdaFunctions,
  [AWS_CUSTOM_RESOURCE]: awsCustomResources,
  [STEP_FUNCTIONS_STATE_MACHINE]: stateMachines,
  [API_GATEWAY_V2_ROUTE]: httpApiRoutes,
  [EVENTS_RULE]: scheduledRules,
  [CLOUDFRONT_DISTRIBUTION]: cloudFrontDistributions,
};
