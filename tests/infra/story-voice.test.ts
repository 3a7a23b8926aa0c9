import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '../../shared/environment';
import { apiRoutesOf, functionWithEntry, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
type Resource = CloudFormationTemplate['Resources'][string];
type Statement = { Action: string | string[]; Resource: unknown };

/** Every statement of the policies attached to a function's role. */
function statementsOf(json: CloudFormationTemplate, fn: Resource): Statement[] {
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(`"${roleId}"`))
    .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOn = (statements: Statement[], logicalIdPrefix: string) =>
  statements.filter((statement) => JSON.stringify(statement.Resource).includes(`"${logicalIdPrefix}`)).flatMap((statement) => [statement.Action].flat());

describe("a parent's own voice (PUT /api/stories/{id}/voice/paragraphs/{n}, DELETE /api/stories/{id}/voice; issue 31 item 4)", () => {
  let json: CloudFormationTemplate;
  let fn: Resource;
  let functionId: string;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [functionId, fn] = functionWithEntry(json, 'functions/story-voice/handler.ts');
  });

  it('should be served by its own function behind the Cognito authorizer', () => {
    // Act
    const { routes } = apiRoutesOf(json, functionId);

    // Assert
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(['DELETE /api/stories/{id}/voice', 'PUT /api/stories/{id}/voice/paragraphs/{n}']);
    expect(routes.map((route) => route.AuthorizationType)).toEqual(['JWT', 'JWT']);
  });

  it('should touch the stories table and the media bucket only', () => {
    // Arrange
    const statements = statementsOf(json, fn);

    // Act
    const onStories = actionsOn(statements, 'DataStories');
    const onMedia = actionsOn(statements, 'MediaBucket');

    // Assert
    expect(onStories).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem']));
    expect(onMedia).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject']));
    expect(actionsOn(statements, 'DataAccounts')).toEqual([]);
    expect(actionsOn(statements, 'DataProfiles')).toEqual([]);
  });

  it('should be given no model: no OpenAI key, address or model name, so the voice cannot be sent to one', () => {
    // Act
    const variables = Object.keys((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables);

    // Assert
    expect(variables).toEqual(expect.arrayContaining([ENV.storiesTable, ENV.mediaBucket]));
    expect(variables.filter((name) => /OPENAI|STORY_MAKER/i.test(name))).toEqual([]);
  });
});
