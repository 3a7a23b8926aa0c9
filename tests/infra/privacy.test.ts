import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { apiRoutesOf, functionWithEntry, policyStatementsOf, synthesizeForTests, type PolicyStatement } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();

type Resource = CloudFormationTemplate['Resources'][string];

const functionOf = (json: CloudFormationTemplate, name: string) => functionWithEntry(json, `functions/${name}/handler.ts`);

const cognitoStatements = (statements: PolicyStatement[]) => statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')));

describe('the privacy function in the stack', () => {
  let json: CloudFormationTemplate;
  let userPoolId: string;

  beforeAll(() => {
    json = synthesizeForTests({ outdir }).template;
    [[userPoolId]] = resourcesOfType(json, 'AWS::Cognito::UserPool') as [[string, Resource]];
  });

  it('should route GET /api/me/export and DELETE /api/me to it, both behind the Cognito JWT authorizer', () => {
    // Arrange
    const [functionId] = functionOf(json, 'privacy');
    const [[authorizerId]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];

    // Act
    const { routes } = apiRoutesOf(json, functionId);

    // Assert
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(['DELETE /api/me', 'GET /api/me/export']);
    for (const route of routes) expect(route, String(route.RouteKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
  });

  it('should give it every table that holds a parent’s data, the media bucket and the user pool, and nothing else', () => {
    // Arrange
    const [, fn] = functionOf(json, 'privacy');

    // Act
    const variables = Object.keys((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables);

    // Assert
    expect(variables).toEqual(expect.arrayContaining([ENV.accountsTable, ENV.profilesTable, ENV.storiesTable, ENV.supportTable, ENV.mediaBucket, ENV.userPoolId]));
    expect(variables).not.toContain(ENV.scenariosTable);
    expect((fn.Properties!.Timeout as number) < 30).toBe(true);
  });

  it('should let it delete users of this pool only, and search none', () => {
    // Arrange
    const [, fn] = functionOf(json, 'privacy');

    // Act
    const statements = cognitoStatements(policyStatementsOf(json, fn));

    // Assert
    expect(statements.flatMap((statement) => [statement.Action].flat())).toEqual(['cognito-idp:AdminDeleteUser']);
    for (const statement of statements) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [userPoolId, 'Arn'] });
  });

  it('should let no function but privacy and admin ask the user pool anything, and only admin search it (accounts are opened by its trigger)', () => {
    // Arrange
    const entryOf = (resource: Resource) => String(resource.Metadata?.['ContesMagiques:Entry'] ?? '');
    const functions = resourcesOfType(json, 'AWS::Lambda::Function').filter(([, resource]) => entryOf(resource).startsWith('functions/'));

    // Act
    const askers = functions.filter(([, resource]) => cognitoStatements(policyStatementsOf(json, resource)).length > 0).map(([, resource]) => entryOf(resource));
    const searchers = functions
      .filter(([, resource]) => policyStatementsOf(json, resource).some((statement) => [statement.Action].flat().includes('cognito-idp:ListUsers')))
      .map(([, resource]) => entryOf(resource));

    // Assert: the functions that create accounts on a first write (credits, stories, payments…) are among those checked.
    expect(functions.map(([, resource]) => entryOf(resource))).toEqual(expect.arrayContaining(['functions/credits/handler.ts', 'functions/stripe-webhook/handler.ts', 'functions/auth-post-confirmation/handler.ts']));
    expect(askers.sort()).toEqual(['functions/admin/handler.ts', 'functions/privacy/handler.ts']);
    expect(searchers).toEqual(['functions/admin/handler.ts']);
  });
});
