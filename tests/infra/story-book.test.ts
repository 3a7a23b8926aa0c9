import { beforeAll, describe, expect, it } from 'vitest';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { actionsOn, apiRoutesOf, functionWithEntry, policyStatementsOf, synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
type Resource = CloudFormationTemplate['Resources'][string];

describe('the picture book to print (GET /api/stories/{id}/book.pdf, issue 31 item 3)', () => {
  let json: CloudFormationTemplate;
  let fn: Resource;
  let functionId: string;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [functionId, fn] = functionWithEntry(json, 'functions/story-book/handler.ts');
  });

  it('should be served by its own function behind the Cognito authorizer', () => {
    // Act
    const { routes } = apiRoutesOf(json, functionId);

    // Assert
    expect(routes.map((route) => route.RouteKey)).toEqual(['GET /api/stories/{id}/book.pdf']);
    expect(routes[0]!.AuthorizationType).toBe('JWT');
  });

  it('should read the stories table only, and read and write the media bucket', () => {
    // Arrange
    const statements = policyStatementsOf(json, fn);

    // Act
    const onStories = actionsOn(statements, 'DataStories');
    const onMedia = actionsOn(statements, 'MediaBucket');

    // Assert
    expect(onStories).toContain('dynamodb:GetItem');
    expect(onStories.filter((action) => /Put|Update|Delete|Write/.test(action))).toEqual([]);
    expect(onMedia).toEqual(expect.arrayContaining(['s3:GetObject', 's3:PutObject']));
    expect(actionsOn(statements, 'DataAccounts')).toEqual([]);
    expect(actionsOn(statements, 'DataProfiles')).toEqual([]);
  });

  it('should be told its table and its bucket', () => {
    // Act
    const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.storiesTable, ENV.mediaBucket]));
  });
});
