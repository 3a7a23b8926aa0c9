/**
 * Reading a synthesized CloudFormation template: the engine declares nothing of its own. Every table,
 * bucket, pool, route, function and state machine it runs is found in the template by the registry's
 * entries (resource-types/), and every token is resolved here through them.
 */

/** The part of a synthesized template the engine reads; the product's synth returns a compatible shape. */
export interface CloudFormationTemplate {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
}

export type TemplateResource = CloudFormationTemplate['Resources'][string];

export function resourcesOfType(template: CloudFormationTemplate, type: string): [string, TemplateResource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/**
 * What a `Ref` or `Fn::GetAtt` stands for locally. Pseudo parameters other than the region, account,
 * partition and URL suffix (e.g. `AWS::StackName`) reach it too, as a logical id without attribute.
 */
export type TokenResolver = (logicalId: string, attribute?: string) => string;

/** Resolves the intrinsic functions a stack uses (Ref, GetAtt, Join, Sub, Select, Split, pseudo parameters). */
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
export function splitAtFirstDot(name: string): [string, string | undefined] {
  const dot = name.indexOf('.');
  return dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
}

export const LOCAL_REGION = 'eu-west-3';
export const LOCAL_ACCOUNT = '000000000000';

/** The pseudo parameters that mean the same for every stack run locally; the stack's own name is an engine option. */
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
    default:
      return undefined;
  }
}
