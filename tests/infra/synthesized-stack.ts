import { join } from 'node:path';
import { PROJECT_ROOT } from '../../infra/project-root';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { resourcesOfType } from '../../infra/local/engine/template';
import { synthesize, type CloudFormationTemplate, type SynthOptions } from '../../infra/synth';

/** The stack as deployed (minus Lambda bundling), with a tiny stand-in for the built SPA. */
export function synthesizeForTests(options: Omit<SynthOptions, 'siteAssetsPath'> = {}) {
  return synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), ...options });
}

type Resource = CloudFormationTemplate['Resources'][string];

/** The logical id and resource of the function whose source file is `entry` (e.g. `functions/admin/handler.ts`). */
export function functionWithEntry(template: CloudFormationTemplate, entry: string): [string, Resource] {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Metadata?.[ENTRY_METADATA_KEY] === entry);
  if (!found) throw new Error(`No function with entry ${entry}`);
  return found;
}

/** The properties of the HTTP API routes whose integration calls this function, and how many integrations call it. */
export function apiRoutesOf(template: CloudFormationTemplate, functionId: string): { integrations: number; routes: NonNullable<Resource['Properties']>[] } {
  const integrationIds = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')
    .filter(([, integration]) => JSON.stringify(integration.Properties?.IntegrationUri).includes(functionId))
    .map(([id]) => id);
  const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route')
    .map(([, route]) => route.Properties!)
    .filter((route) => integrationIds.some((id) => JSON.stringify(route.Target).includes(id)));
  return { integrations: integrationIds.length, routes };
}

export type PolicyStatement = { Action: string | string[]; Resource: unknown };

/** Every statement of the policies attached to a function's role. */
export function policyStatementsOf(template: CloudFormationTemplate, fn: Resource): PolicyStatement[] {
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(`"${roleId}"`))
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
}

/** The actions those statements allow on the resources whose logical ids start with `logicalIdPrefix`. */
export const actionsOn = (statements: PolicyStatement[], logicalIdPrefix: string): string[] =>
  statements.filter((statement) => JSON.stringify(statement.Resource).includes(`"${logicalIdPrefix}`)).flatMap((statement) => [statement.Action].flat());
