import { LocalApiGateway, type RouteDefinition } from '../api-gateway';
import type { LambdaRuntime } from '../lambda-runtime';
import type { EngineContext, ProvisionedResourceType } from '../registry';
import { resourcesOfType, type CloudFormationTemplate } from '../template';
import { COGNITO_USER_POOL, userPoolsOf, type LocalUserPools } from './cognito-user-pool';
import { LAMBDA_FUNCTION } from './lambda-function';

export const API_GATEWAY_V2_ROUTE = 'AWS::ApiGatewayV2::Route';
const API_GATEWAY_V2_AUTHORIZER = 'AWS::ApiGatewayV2::Authorizer';

/** Each route of the HTTP API with the function of its Lambda integration and whether it needs a JWT. */
export function routesOf(template: CloudFormationTemplate): RouteDefinition[] {
  return resourcesOfType(template, API_GATEWAY_V2_ROUTE).map(([logicalId, { Properties = {} }]) => {
    const [method, path] = String(Properties.RouteKey).split(' ') as [string, string];
    const target = Properties.Target as { 'Fn::Join': [string, unknown[]] };
    const integrationRef = target['Fn::Join'][1].find((part) => typeof part === 'object') as { Ref: string };
    const integration = template.Resources[integrationRef.Ref]?.Properties ?? {};
    const functionLogicalId = (integration.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    if (!functionLogicalId) throw new Error(`Route ${logicalId} has no Lambda integration`);
    return { method, path, functionLogicalId, requiresJwt: Properties.AuthorizationType === 'JWT' };
  });
}

/** The client ids the JWT authorizers accept. */
function authorizerAudiences(context: EngineContext): string[] {
  return resourcesOfType(context.template, API_GATEWAY_V2_AUTHORIZER).flatMap(([, authorizer]) => {
    const configuration = authorizer.Properties?.JwtConfiguration as { Audience?: unknown[] } | undefined;
    return (context.resolve(configuration?.Audience ?? []) as string[]).filter(Boolean);
  });
}

/**
 * The HTTP API as a request handler (the product serves it on its own port): routes, integrations
 * and JWT authorizers read together, tokens verified against the local Cognito's first pool.
 */
export const httpApiRoutes: ProvisionedResourceType<RouteDefinition, LocalApiGateway> = {
  stage: 'integrations',
  extract: routesOf,
  async provision(context, routes) {
    const cognito = context.handle<LocalUserPools>(COGNITO_USER_POOL);
    const [userPool] = userPoolsOf(context.template);
    const poolId = userPool ? cognito.ids.userPools[userPool.logicalId]! : '';
    const gateway = new LocalApiGateway(
      routes,
      context.handle<LambdaRuntime>(LAMBDA_FUNCTION),
      { issuer: `${cognito.endpoint}/${poolId}`, audience: authorizerAudiences(context) },
      context.messages.api,
    );
    return { handle: gateway };
  },
};
