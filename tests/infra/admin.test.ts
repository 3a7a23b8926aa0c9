import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ADMIN_ROUTES } from '#shared/admin';
import { ENV } from '#shared/environment';
import { apiRoutesOf, functionWithEntry, synthesizeForTests } from './synthesized-stack';

type Resource = CloudFormationTemplate['Resources'][string];

describe('the admin function in the stack', () => {
  let json: CloudFormationTemplate;
  let functionId: string;
  let fn: Resource;

  beforeAll(() => {
    json = synthesizeForTests().template;
    [functionId, fn] = functionWithEntry(json, 'functions/admin/handler.ts');
  });

  it('should route the credits, lookup and auto-sync calls to it, each behind the Cognito JWT authorizer', () => {
    // Arrange
    const [[authorizerId]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];

    // Act
    const { integrations, routes: adminRoutes } = apiRoutesOf(json, functionId);

    // Assert
    expect(integrations).toBe(1);
    expect(adminRoutes.map((route) => route.RouteKey).sort()).toEqual([`GET ${ADMIN_ROUTES.autoSync}`, `POST ${ADMIN_ROUTES.autoSync}`, `POST ${ADMIN_ROUTES.credits}`, `POST ${ADMIN_ROUTES.parentLookup}`]);
    for (const route of adminRoutes) {
      expect(route, String(route.RouteKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('should give it the accounts table to write and the stories table to read, and nothing else', () => {
    // Arrange
    const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    const role = JSON.stringify((fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
    const policies = resourcesOfType(json, 'AWS::IAM::Policy').filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(JSON.parse(role) as string));

    // Act
    const actions = policies.flatMap(([, policy]) =>
      (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.map((statement) => ({
        actions: [statement.Action].flat(),
        resource: JSON.stringify(statement.Resource),
      })),
    );
    const writesTo = (tableVariable: string) => {
      const tableId = JSON.stringify(variables[tableVariable]).match(/"Ref":"([^"]+)"/)?.[1];
      return actions.some((statement) => tableId !== undefined && statement.resource.includes(tableId) && statement.actions.some((action) => /PutItem|UpdateItem/.test(action)));
    };

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.accountsTable, ENV.storiesTable]));
    expect(Object.keys(variables)).not.toContain(ENV.profilesTable);
    expect(Object.keys(variables)).not.toContain(ENV.mediaBucket);
    expect(writesTo(ENV.accountsTable)).toBe(true);
    expect(writesTo(ENV.storiesTable)).toBe(false);
  });

  it("should let it search the user pool (the lookup by e-mail), and on that pool only", () => {
    // Arrange
    const role = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(role))
      .flatMap(([, policy]) => (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);

    // Act
    const listUsers = statements.filter((statement) => [statement.Action].flat().includes('cognito-idp:ListUsers'));

    // Assert
    expect(listUsers).toHaveLength(1);
    expect(JSON.stringify(listUsers[0]!.Resource)).toMatch(/UserPool/);
    expect(JSON.stringify(listUsers[0]!.Resource)).not.toBe('"*"');
  });

  it("should output the user pool's id, for the operators' admin-add-user-to-group command", () => {
    // Act
    const output = json.Outputs?.UserPoolId;

    // Assert
    expect(JSON.stringify(output?.Value)).toContain('"Ref"');
    expect(JSON.stringify(output?.Value)).toMatch(/UserPool/);
  });
});
