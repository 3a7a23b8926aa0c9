import { beforeAll, describe, expect, it } from 'vitest';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { actionsOn, apiRoutesOf, functionWithEntry, policyStatementsOf, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
type Resource = CloudFormationTemplate['Resources'][string];

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
    const statements = policyStatementsOf(json, fn);

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
