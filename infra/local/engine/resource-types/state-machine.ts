import type { LambdaRuntime } from '../lambda-runtime';
import type { ProvisionedResourceType } from '../registry';
import { LocalStepFunctions, localStateMachineArn, startStepFunctionsEndpoint, type StateMachineDefinition } from '../step-functions';
import { resourcesOfType, type CloudFormationTemplate } from '../template';
import { LAMBDA_FUNCTION } from './lambda-function';

export const STEP_FUNCTIONS_STATE_MACHINE = 'AWS::StepFunctions::StateMachine';

export function stateMachinesOf(template: CloudFormationTemplate): StateMachineDefinition[] {
  return resourcesOfType(template, STEP_FUNCTIONS_STATE_MACHINE).map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    definitionString: Properties.DefinitionString ?? JSON.stringify(Properties.Definition),
  }));
}

/** The state machines run in this process, their tasks mapped to the functions; the Step Functions API our functions call, on loopback. */
export const stateMachines: ProvisionedResourceType<StateMachineDefinition, LocalStepFunctions> = {
  stage: 'integrations',
  extract: stateMachinesOf,
  async provision(context, definitions) {
    const stepFunctions = new LocalStepFunctions(definitions, context.resolver, context.handle<LambdaRuntime>(LAMBDA_FUNCTION), context.options.stepFunctions ?? {});
    const { endpoint, server } = await startStepFunctionsEndpoint(stepFunctions, context.messages.loopback);
    context.onStop(() => new Promise((resolve) => server.close(resolve)));
    return { handle: stepFunctions, endpoint, environment: { AWS_ENDPOINT_URL_SFN: endpoint } };
  },
  resolve: ({ logicalId, attribute }) => (attribute === 'Name' ? logicalId : localStateMachineArn(logicalId)),
};
