import { LambdaRuntime, type FunctionDefinition } from '../lambda-runtime';
import type { EngineOptions, ProvisionedResourceType } from '../registry';
import { localFunctionArn } from '../step-functions';
import { LOCAL_REGION, resourcesOfType, type CloudFormationTemplate } from '../template';

export const LAMBDA_FUNCTION = 'AWS::Lambda::Function';

/**
 * The functions built from the stack's own sources: those whose metadata names their entry file
 * under `entryMetadataKey`. The others (CDK's providers, log retention…) run nowhere locally.
 */
export function functionsOf(template: CloudFormationTemplate, entryMetadataKey: string): FunctionDefinition[] {
  return resourcesOfType(template, LAMBDA_FUNCTION)
    .filter(([, resource]) => typeof resource.Metadata?.[entryMetadataKey] === 'string')
    .map(([logicalId, resource]) => ({
      logicalId,
      entry: resource.Metadata![entryMetadataKey] as string,
      handlerName: String(resource.Properties?.Handler ?? 'index.handler').split('.').pop()!,
      environment: (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
      ...(typeof resource.Properties?.ReservedConcurrentExecutions === 'number' ? { reservedConcurrency: resource.Properties.ReservedConcurrentExecutions } : {}),
    }));
}

/** The functions run in this process by the LambdaRuntime, which the emulators' triggers then reach. */
export const lambdaFunctions: ProvisionedResourceType<FunctionDefinition, LambdaRuntime> = {
  stage: 'functions',
  extract: (template: CloudFormationTemplate, options: EngineOptions) => functionsOf(template, options.functionSources.entryMetadataKey),
  async provision(context, functions) {
    const overrides = context.options.functionEnvironment ?? {};
    const runtime = new LambdaRuntime(
      new Map(functions.map((fn) => [fn.logicalId, { ...fn, resolvedEnvironment: withOverrides(context.resolve(fn.environment) as Record<string, string>, overrides) }])),
      context.options.functionSources.root,
    );
    context.functions.bind(runtime);
    return {
      handle: runtime,
      // What Lambda gives every function, and no profile or instance-metadata lookup: nothing leaves the
      // machine. The overrides are applied last, so one removed here is gone even from the developer's shell.
      environment: { AWS_REGION: LOCAL_REGION, AWS_DEFAULT_REGION: LOCAL_REGION, AWS_EC2_METADATA_DISABLED: 'true', AWS_PROFILE: undefined, ...overrides },
    };
  },
  resolve: ({ logicalId, attribute }) => (attribute === 'Arn' ? localFunctionArn(logicalId) : logicalId),
};

function withOverrides(environment: Record<string, string>, overrides: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const result = { ...environment };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete result[name];
    else result[name] = value;
  }
  return result;
}
