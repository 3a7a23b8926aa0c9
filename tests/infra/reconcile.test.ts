import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { ENV } from '../../shared/environment';
import { RECONCILE_ROUTES } from '../../shared/reconcile';
import { synthesizeForTests } from './synthesized-stack';

type Resource = CloudFormationTemplate['Resources'][string];

describe('the reconcile function in the stack', () => {
  let json: CloudFormationTemplate;
  let functionId: string;
  let fn: Resource;

  beforeAll(() => {
    json = synthesizeForTests().template;
    [[functionId, fn]] = resourcesOfType(json, 'AWS::Lambda::Function').filter(
      ([, resource]) => resource.Metadata?.[ENTRY_METADATA_KEY] === 'functions/reconcile/handler.ts',
    ) as [[string, Resource]];
  });

  it('should route the five reconciliation calls to it, each behind the Cognito JWT authorizer', () => {
    // Arrange
    const [[authorizerId]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];
    const integrationIds = resourcesOfType(json, 'AWS::ApiGatewayV2::Integration')
      .filter(([, integration]) => JSON.stringify(integration.Properties?.IntegrationUri).includes(functionId))
      .map(([id]) => id);
    const routes = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties!);

    // Act
    const reconcileRoutes = routes.filter((route) => integrationIds.some((id) => JSON.stringify(route.Target).includes(id)));

    // Assert
    expect(integrationIds).toHaveLength(1);
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
