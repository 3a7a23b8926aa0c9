import { ENTRY_METADATA_KEY } from '../constructs/lambda-function';
import { SITE_CONFIG_OUTPUT } from '../constructs/site';
import type { CloudFormationTemplate } from '../synth';

/**
 * Reading the synthesized template: the twin declares nothing of its own. Every table, bucket, pool,
 * route, function and state machine it runs is found here.
 */

type Resource = CloudFormationTemplate['Resources'][string];

export function resourcesOfType(template: CloudFormationTemplate, type: string): [string, Resource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/** What a `Ref` or `Fn::GetAtt` stands for locally. */
export type TokenResolver = (logicalId: string, attribute?: string) => string;

/** Resolves the intrinsic functions the stack uses (Ref, GetAtt, Join, Sub, pseudo parameters). */
export function resolveValue(value: unknown, resolve: TokenResolver): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, resolve));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  if (keys.length === 1) {
    const [key] = keys as [string];
    const argument = object[key];
    switch (key) {
      case 'Ref':
        return resolvePseudo(argument as string) ?? resolve(argument as string);
      case 'Fn::GetAtt': {
        const [logicalId, attribute] = (typeof argument === 'string' ? splitAtFirstDot(argument) : argument) as [string, string];
        return resolve(logicalId, attribute);
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return parts.map((part) => String(resolveValue(part, resolve))).join(separator);
      }
      case 'Fn::Sub': {
        const [text, variables = {}] = (typeof argument === 'string' ? [argument] : argument) as [string, Record<string, unknown>?];
        return text.replace(/\$\{([^}]+)\}/g, (_match, name: string) => {
          // `${!Literal}` is CloudFormation's escape for a literal `${Literal}`.
          if (name.startsWith('!')) return `\${${name.slice(1)}}`;
          if (name in variables) return String(resolveValue(variables[name], resolve));
          const [logicalId, attribute] = splitAtFirstDot(name);
          return resolvePseudo(name) ?? resolve(logicalId, attribute);
        });
      }
      case 'Fn::Select': {
        const [index, list] = argument as [number, unknown];
        return (resolveValue(list, resolve) as unknown[])[index];
      }
      case 'Fn::Split': {
        const [separator, text] = argument as [string, unknown];
        return String(resolveValue(text, resolve)).split(separator);
      }
    }
  }
  return Object.fromEntries(keys.map((key) => [key, resolveValue(object[key], resolve)]));
}

/** `Db.Endpoint.Address` is the attribute `Endpoint.Address` of `Db`. */
function splitAtFirstDot(name: string): [string, string | undefined] {
  const dot = name.indexOf('.');
  return dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
}

export const LOCAL_REGION = 'eu-west-3';
export const LOCAL_ACCOUNT = '000000000000';

function resolvePseudo(name: string): string | undefined {
  switch (name) {
    case 'AWS::Region':
      return LOCAL_REGION;
    case 'AWS::AccountId':
      return LOCAL_ACCOUNT;
    case 'AWS::Partition':
      return 'aws';
    case 'AWS::URLSuffix':
      return 'amazonaws.com';
    case 'AWS::StackName':
      return 'ContesMagiques';
    default:
      return undefined;
  }
}

export interface TableDefinition {
  logicalId: string;
  keySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  attributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' | 'B' }[];
  globalSecondaryIndexes: { IndexName: string; KeySchema: TableDefinition['keySchema']; Projection: { ProjectionType?: string } }[];
  ttlAttribute: string | undefined;
}

export function tablesOf(template: CloudFormationTemplate): TableDefinition[] {
  return resourcesOfType(template, 'AWS::DynamoDB::Table').map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    keySchema: Properties.KeySchema as TableDefinition['keySchema'],
    attributeDefinitions: Properties.AttributeDefinitions as TableDefinition['attributeDefinitions'],
    globalSecondaryIndexes: (Properties.GlobalSecondaryIndexes ?? []) as TableDefinition['globalSecondaryIndexes'],
    ttlAttribute: (Properties.TimeToLiveSpecification as { AttributeName?: string } | undefined)?.AttributeName,
  }));
}

export function bucketsOf(template: CloudFormationTemplate): string[] {
  return resourcesOfType(template, 'AWS::S3::Bucket').map(([logicalId]) => logicalId);
}

export interface UserPoolDefinition {
  logicalId: string;
  properties: Record<string, unknown>;
  clients: { logicalId: string; properties: Record<string, unknown> }[];
  groups: string[];
  /** The pool's Lambda triggers (`LambdaConfig`): trigger name, e.g. `CustomMessage`, → function logical id. */
  triggers: Record<string, string>;
}

export function userPoolsOf(template: CloudFormationTemplate): UserPoolDefinition[] {
  const belongsTo = (properties: Record<string, unknown> | undefined, poolId: string) =>
    (properties?.UserPoolId as { Ref?: string } | undefined)?.Ref === poolId;
  return resourcesOfType(template, 'AWS::Cognito::UserPool').map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    properties: Properties,
    clients: resourcesOfType(template, 'AWS::Cognito::UserPoolClient')
      .filter(([, client]) => belongsTo(client.Properties, logicalId))
      .map(([clientId, client]) => ({ logicalId: clientId, properties: client.Properties ?? {} })),
    groups: resourcesOfType(template, 'AWS::Cognito::UserPoolGroup')
      .filter(([, group]) => belongsTo(group.Properties, logicalId))
      .map(([, group]) => String(group.Properties?.GroupName)),
    triggers: triggersOf(Properties.LambdaConfig),
  }));
}

/** `{ CustomMessage: { 'Fn::GetAtt': ['Fn', 'Arn'] } }` → `{ CustomMessage: 'Fn' }`; other shapes are not ours. */
function triggersOf(lambdaConfig: unknown): Record<string, string> {
  if (!lambdaConfig || typeof lambdaConfig !== 'object') return {};
  const triggers: Record<string, string> = {};
  for (const [name, value] of Object.entries(lambdaConfig as Record<string, unknown>)) {
    const getAtt = (value as { 'Fn::GetAtt'?: unknown } | null)?.['Fn::GetAtt'];
    const [logicalId, attribute] = (typeof getAtt === 'string' ? splitAtFirstDot(getAtt) : Array.isArray(getAtt) ? getAtt : []) as [string?, string?];
    if (logicalId && attribute === 'Arn') triggers[name] = logicalId;
  }
  return triggers;
}

export interface FunctionDefinition {
  logicalId: string;
  /** Source file relative to the project root, e.g. `functions/credits/handler.ts`. */
  entry: string;
  handlerName: string;
  environment: Record<string, unknown>;
}

export function functionsOf(template: CloudFormationTemplate): FunctionDefinition[] {
  return resourcesOfType(template, 'AWS::Lambda::Function')
    .filter(([, resource]) => typeof resource.Metadata?.[ENTRY_METADATA_KEY] === 'string')
    .map(([logicalId, resource]) => ({
      logicalId,
      entry: resource.Metadata![ENTRY_METADATA_KEY] as string,
      handlerName: String(resource.Properties?.Handler ?? 'index.handler').split('.').pop()!,
      environment: ((resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}),
    }));
}

export interface RouteDefinition {
  method: string;
  path: string;
  functionLogicalId: string;
  requiresJwt: boolean;
}

export function routesOf(template: CloudFormationTemplate): RouteDefinition[] {
  return resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([logicalId, { Properties = {} }]) => {
    const [method, path] = String(Properties.RouteKey).split(' ') as [string, string];
    const target = Properties.Target as { 'Fn::Join': [string, unknown[]] };
    const integrationRef = target['Fn::Join'][1].find((part) => typeof part === 'object') as { Ref: string };
    const integration = template.Resources[integrationRef.Ref]?.Properties ?? {};
    const functionLogicalId = (integration.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    if (!functionLogicalId) throw new Error(`Route ${logicalId} has no Lambda integration`);
    return { method, path, functionLogicalId, requiresJwt: Properties.AuthorizationType === 'JWT' };
  });
}

export interface StateMachineDefinition {
  logicalId: string;
  definitionString: unknown;
}

export function stateMachinesOf(template: CloudFormationTemplate): StateMachineDefinition[] {
  return resourcesOfType(template, 'AWS::StepFunctions::StateMachine').map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    definitionString: Properties.DefinitionString ?? JSON.stringify(Properties.Definition),
  }));
}

/**
 * The SDK calls of the stack's AwsCustomResources (`Custom::AWS`), as the template holds them: the
 * create call (a JSON string, possibly with tokens to resolve). The twin runs them at start.
 */
export function customSdkCallsOf(template: CloudFormationTemplate): { logicalId: string; create: unknown }[] {
  return resourcesOfType(template, 'Custom::AWS')
    .filter(([, { Properties = {} }]) => Properties.Create !== undefined)
    .map(([logicalId, { Properties = {} }]) => ({ logicalId, create: Properties.Create }));
}

/** The `/config.json` document as the stack writes it, or undefined for a stack without a site. */
export function siteConfigOutput(template: CloudFormationTemplate): unknown {
  return template.Outputs?.[SITE_CONFIG_OUTPUT]?.Value;
}
