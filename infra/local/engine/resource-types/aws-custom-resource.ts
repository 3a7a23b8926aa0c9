import { runCustomSdkCalls, type CustomSdkCall } from '../custom-resources';
import type { LocalDynamoDb } from '../dynamodb';
import type { ProvisionedResourceType } from '../registry';
import { resourcesOfType, type CloudFormationTemplate } from '../template';
import { DYNAMODB_TABLE } from './dynamodb-table';

export const AWS_CUSTOM_RESOURCE = 'Custom::AWS';

/**
 * The SDK calls of the stack's AwsCustomResources (`Custom::AWS`), as the template holds them: the
 * create call (a JSON string, possibly with tokens to resolve).
 */
export function customSdkCallsOf(template: CloudFormationTemplate): CustomSdkCall[] {
  return resourcesOfType(template, AWS_CUSTOM_RESOURCE)
    .filter(([, { Properties = {} }]) => Properties.Create !== undefined)
    .map(([logicalId, { Properties = {} }]) => ({ logicalId, create: Properties.Create }));
}

/** The create calls run once at start against the emulators, so the data the stack seeds exists locally as deployed. */
export const awsCustomResources: ProvisionedResourceType<CustomSdkCall, void> = {
  stage: 'functions',
  extract: customSdkCallsOf,
  async provision(context, calls) {
    await runCustomSdkCalls(calls, context.resolver, context.handle<LocalDynamoDb>(DYNAMODB_TABLE).client);
    return { handle: undefined };
  },
};
