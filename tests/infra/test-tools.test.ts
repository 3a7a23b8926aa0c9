import { beforeAll, describe, expect, it } from 'vitest';
import { STORY_MAKERS_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { apiRoutesOf, functionWithEntry, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type Resource = CloudFormationTemplate['Resources'][string];
type Statement = { Action: string | string[]; Resource: unknown };

const TEST_TOOLS_ROUTE_KEYS = ['POST /api/test/stories', 'PATCH /api/test/stories/{id}/status', 'POST /api/test/stories/{id}/audio-combination'];

describe('the test-tools function in the stack', () => {
  let json: CloudFormationTemplate;
  let functionId: string;
  let fn: Resource;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [functionId, fn] = functionWithEntry(json, 'functions/test-tools/handler.ts');
  });

  it("should route the /test page's three calls to it, each behind the Cognito JWT authorizer", () => {
    // Arrange
    const [[authorizerId]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];

    // Act
    const { integrations, routes: testRoutes } = apiRoutesOf(json, functionId);

    // Assert
    expect(integrations).toBe(1);
    expect(testRoutes.map((route) => route.RouteKey).sort()).toEqual([...TEST_TOOLS_ROUTE_KEYS].sort());
    for (const route of testRoutes) {
      expect(route, String(route.RouteKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('should give it the stories (read and write), the profiles (read, with the ConditionCheck) and the media, but never the accounts', () => {
    // Arrange
    const role = (fn.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const statements = resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(role))
      .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
    const actionsOn = (prefix: string) => statements.filter((statement) => JSON.stringify(statement.Resource).includes(`"${prefix}`)).flatMap((statement) => [statement.Action].flat());

    // Act
    const variables = Object.keys((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables);

    // Assert: a test story costs nothing, so the function cannot even reach the credits.
    expect(variables).toEqual(expect.arrayContaining([ENV.storiesTable, ENV.profilesTable, ENV.mediaBucket, ENV.userPoolId]));
    expect(variables).not.toContain(ENV.accountsTable);
    expect(actionsOn('DataAccounts')).toEqual([]);
    expect(actionsOn('DataStories')).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actionsOn('DataProfiles')).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem']));
    expect(actionsOn('DataProfiles')).not.toContain('dynamodb:PutItem');
    expect(actionsOn('MediaBucket')).toEqual(expect.arrayContaining(['s3:PutObject']));
  });

  it('should carry the embedded narrator’s files only and stop before API Gateway’s 30 s', () => {
    // Assert
    expect(fn.Metadata?.[STORY_MAKERS_METADATA_KEY]).toEqual({ makes: ['audio'], files: ['audio'], provider: 'embedded' });
    expect(fn.Properties).toMatchObject({ Timeout: 29, MemorySize: 2048, Architectures: ['arm64'] });
  });
});
