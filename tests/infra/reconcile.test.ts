import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '#shared/environment';
import { RECONCILE_ROUTES } from '#shared/reconcile';
import { apiRoutesOf, functionWithEntry, synthesizeForTests } from './synthesized-stack';

type Resource = CloudFormationTemplate['Resources'][string];

describe('the reconcile function in the stack', () => {
  let json: CloudFormationTemplate;
  let functionId: string;
  let fn: Resource;

  beforeAll(() => {
    json = synthesizeForTests().template;
    [functionId, fn] = functionWithEntry(json, 'functions/reconcile/handler.ts');
  });

  it('should route the five reconciliation calls to it, each behind the Cognito JWT authorizer', () => {
    // Arrange
    const [[authorizerId]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];

    // Act
    const { integrations, routes: reconcileRoutes } = apiRoutesOf(json, functionId);

    // Assert
    expect(integrations).toBe(1);
    expect(reconcileRoutes.map((route) => route.RouteKey).sort()).toEqual(Object.values(RECONCILE_ROUTES).map((path) => `POST ${path}`).sort());
    for (const route of reconcileRoutes) {
      expect(route, String(route.RouteKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('should give it the accounts and stories tables and the subscription settings', () => {
    // Act
    const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;

    // Assert
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([ENV.accountsTable, ENV.storiesTable, ENV.subscriptionPriceCents]));
    expect(Object.keys(variables)).not.toContain(ENV.profilesTable);
  });
});
