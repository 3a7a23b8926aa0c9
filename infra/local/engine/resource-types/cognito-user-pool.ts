import { join } from 'node:path';
import { provisionUserPools, startCognito, triggerFunctionsOf, type CognitoIds, type LocalCognito, type UserPoolDefinition } from '../cognito';
import type { ProvisionedResourceType, ResolvedResourceType } from '../registry';
import { LOCAL_ACCOUNT, LOCAL_REGION, resourcesOfType, splitAtFirstDot, type CloudFormationTemplate } from '../template';

export const COGNITO_USER_POOL = 'AWS::Cognito::UserPool';
export const COGNITO_USER_POOL_CLIENT = 'AWS::Cognito::UserPoolClient';
export const COGNITO_USER_POOL_GROUP = 'AWS::Cognito::UserPoolGroup';

/** The local Cognito and the ids it gave the template's pools and clients. */
export interface LocalUserPools extends LocalCognito {
  ids: CognitoIds;
}

/** Each pool with its own clients and groups (provisioned with it) and its Lambda triggers. */
export function userPoolsOf(template: CloudFormationTemplate): UserPoolDefinition[] {
  const belongsTo = (properties: Record<string, unknown> | undefined, poolId: string) =>
    (properties?.UserPoolId as { Ref?: string } | undefined)?.Ref === poolId;
  return resourcesOfType(template, COGNITO_USER_POOL).map(([logicalId, { Properties = {} }]) => ({
    logicalId,
    properties: Properties,
    clients: resourcesOfType(template, COGNITO_USER_POOL_CLIENT)
      .filter(([, client]) => belongsTo(client.Properties, logicalId))
      .map(([clientId, client]) => ({ logicalId: clientId, properties: client.Properties ?? {} })),
    groups: resourcesOfType(template, COGNITO_USER_POOL_GROUP)
      .filter(([, group]) => belongsTo(group.Properties, logicalId))
      .map(([, group]) => String(group.Properties?.GroupName)),
    triggers: triggersOf(Properties.LambdaConfig),
  }));
}

/** `{ CustomMessage: { 'Fn::GetAtt': ['Fn', 'Arn'] } }` → `{ CustomMessage: 'Fn' }`; other shapes are not the template's functions. */
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

/** The pools, clients and groups in cognito-local; their generated ids survive restarts in the engine's state. */
export const cognitoUserPools: ProvisionedResourceType<UserPoolDefinition, LocalUserPools> = {
  stage: 'emulators',
  extract: userPoolsOf,
  async provision(context, pools) {
    const cognito = await startCognito({
      directory: join(context.options.dataDir, 'cognito'),
      mailbox: context.options.mailbox,
      allowedOrigins: context.options.allowedOrigins,
      mailFallback: context.messages.cognitoMail,
      loopbackMessages: context.messages.loopback,
      triggers: {
        functions: triggerFunctionsOf(pools),
        invoker: {
          invoke: (logicalId, event) =>
            context.functions.invoke(logicalId, event).catch((error: unknown) => {
              // cognito-local swallows a failed trigger (its log is silenced): say it here, without the event.
              context.log(`[cognito] trigger ${logicalId}: ${String(error)}`);
              throw error;
            }),
        },
      },
    });
    context.onStop(cognito.stop);
    const ids = await provisionUserPools(cognito.client, pools, context.loadState<CognitoIds>('cognito') ?? { userPools: {}, clients: {} });
    context.saveState('cognito', ids);
    // The functions' SDK finds the emulator through its own variable (the privacy function deletes users, the
    // admin's lookup finds them by e-mail).
    return { handle: { ...cognito, ids }, endpoint: cognito.endpoint, environment: { AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint } };
  },
  resolve({ logicalId, attribute }, context) {
    const poolId = context.handle<LocalUserPools>(COGNITO_USER_POOL).ids.userPools[logicalId]!;
    return attribute === 'Arn' ? `arn:aws:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT}:userpool/${poolId}` : poolId;
  },
};

/** A client is created with its pool: only its id is its own. */
export const cognitoUserPoolClients: ResolvedResourceType = {
  resolve: ({ logicalId }, context) => context.handle<LocalUserPools>(COGNITO_USER_POOL).ids.clients[logicalId]!,
};
