import { beforeAll, describe, expect, it } from 'vitest';
import { API_THROTTLE } from '../../infra/constructs/api';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { actionsOn, apiRoutesOf, functionWithEntry, policyStatementsOf, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
type Resource = CloudFormationTemplate['Resources'][string];

describe('the family link (issue 31, item 2)', () => {
  let json: CloudFormationTemplate;
  let fn: Resource;
  let functionId: string;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [functionId, fn] = functionWithEntry(json, 'functions/story-share/handler.ts');
  });

  it("should put the owner's three routes behind the Cognito authorizer and only the view without it, under its own throttle", () => {
    // Act
    const { routes } = apiRoutesOf(json, functionId);
    const [[, stage]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage') as [[string, Resource]];

    // Assert
    expect(Object.fromEntries(routes.map((route) => [route.RouteKey, route.AuthorizationType]))).toEqual({
      'POST /api/stories/{id}/share': 'JWT',
      'DELETE /api/stories/{id}/share': 'JWT',
      'GET /api/me/shares': 'JWT',
      'GET /api/shared/{token}': 'NONE',
    });
    expect((stage.Properties!.RouteSettings as Record<string, unknown>)['GET /api/shared/{token}']).toEqual({
      ThrottlingRateLimit: API_THROTTLE.sharedStoryView.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.sharedStoryView.burstLimit,
    });
  });

  it('should write the accounts table only, read the stories table and only read the media bucket', () => {
    // Arrange
    const statements = policyStatementsOf(json, fn);

    // Act
    const onStories = actionsOn(statements, 'DataStories');
    const onMedia = actionsOn(statements, 'MediaBucket');

    // Assert
    expect(actionsOn(statements, 'DataAccounts')).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    expect(onStories).toContain('dynamodb:GetItem');
    expect(onStories.filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
    expect(onMedia).toContain('s3:GetObject');
    expect(onMedia.filter((action) => /Put|Delete/.test(action))).toEqual([]);
    expect(actionsOn(statements, 'DataProfiles')).toEqual([]);
    expect(actionsOn(statements, 'DataSupport')).toEqual([]);
  });

  it("should be told its tables, its bucket and the site's domain, which its links start with", () => {
    // Act
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.accountsTable, ENV.storiesTable, ENV.mediaBucket, ENV.siteDomain]));
    expect(JSON.stringify(variables[ENV.siteDomain])).toContain('DomainName');
  });
});
