import { beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE } from '../../infra/constructs/api';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { actionsOn, apiRoutesOf, functionWithEntry, policyStatementsOf, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
type Resource = CloudFormationTemplate['Resources'][string];

describe('« La suite », the next episode (issue 31, item 1)', () => {
  let json: CloudFormationTemplate;
  let fn: Resource;
  let functionId: string;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [functionId, fn] = functionWithEntry(json, 'functions/story-sequel/handler.ts');
  });

  it('should serve its one route behind the Cognito authorizer, throttled like a new story, from its own function', () => {
    // Act
    const { routes } = apiRoutesOf(json, functionId);
    const [[, stage]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    const [generateStoryId] = functionWithEntry(json, 'functions/create-story/handler.ts');

    // Assert
    expect(routes.map((route) => [route.RouteKey, route.AuthorizationType])).toEqual([['POST /api/stories/{id}/sequel', 'JWT']]);
    expect((stage.Properties!.RouteSettings as Record<string, unknown>)['POST /api/stories/{id}/sequel']).toEqual({
      ThrottlingRateLimit: API_THROTTLE.storyCreation.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.storyCreation.burstLimit,
    });
    expect(apiRoutesOf(json, generateStoryId).routes.map((route) => route.RouteKey)).not.toContain('POST /api/stories/{id}/sequel');
  });

  it('should read profiles, write accounts and stories, start the pipeline and touch nothing else', () => {
    // Arrange
    const statements = policyStatementsOf(json, fn);

    // Act
    const onProfiles = actionsOn(statements, 'DataProfiles');
    const starts = statements.filter((statement) => [statement.Action].flat().includes('states:StartExecution'));

    // Assert
    expect(onProfiles).toContain('dynamodb:GetItem');
    expect(onProfiles.filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
    expect(actionsOn(statements, 'DataAccounts')).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:PutItem']));
    expect(actionsOn(statements, 'DataStories')).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actionsOn(statements, 'MediaBucket')).toEqual([]);
    expect(actionsOn(statements, 'DataSupport')).toEqual([]);
    expect(actionsOn(statements, 'DataEvents')).toEqual([]);
    expect(starts).toHaveLength(1);
    expect(JSON.stringify(starts[0]!.Resource)).not.toContain('"*"');
  });

  it('should be told its tables and the pipeline it starts', () => {
    // Act
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.accountsTable, ENV.profilesTable, ENV.storiesTable, ENV.storyPipelineArn]));
    expect(Object.keys(variables)).not.toContain(ENV.mediaBucket);
  });
});
