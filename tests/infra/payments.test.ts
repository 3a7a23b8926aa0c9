import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { SITE_CONFIG_OUTPUT } from '../../infra/constructs/site';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { synthesizeForTests } from './synthesized-stack';

const CHECKOUT_ENTRY = 'functions/checkout/handler.ts';
const WEBHOOK_ENTRY = 'functions/stripe-webhook/handler.ts';

type Resource = CloudFormationTemplate['Resources'][string];

function functionOf(template: CloudFormationTemplate, entry: string): [string, Resource] {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Metadata?.[ENTRY_METADATA_KEY] === entry);
  if (!found) throw new Error(`No function for ${entry}`);
  return found;
}

const variablesOf = (fn: Resource) => (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

/** The route's key, its authorization and the logical id of the function its integration calls. */
function routesOf(template: CloudFormationTemplate) {
  const integrations = new Map(resourcesOfType(template, 'AWS::ApiGatewayV2::Integration').map(([id, integration]) => [id, JSON.stringify(integration.Properties!.IntegrationUri)]));
  return resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => {
    const target = JSON.stringify(route.Properties!.Target);
    const integration = [...integrations].find(([id]) => target.includes(id));
    return { key: String(route.Properties!.RouteKey), authorization: route.Properties!.AuthorizationType, integrationUri: integration?.[1] ?? '' };
  });
}

describe('payments in the stack', () => {
  describe('without a Stripe secret (the default)', () => {
    let json: CloudFormationTemplate;

    beforeAll(() => {
      json = synthesizeForTests().template;
    });

    it('should route checkout and the billing portal to the checkout function behind the JWT authorizer', () => {
      // Arrange
      const [checkoutId] = functionOf(json, CHECKOUT_ENTRY);

      // Act
      const routes = routesOf(json).filter((route) => ['POST /api/checkout', 'POST /api/billing-portal'].includes(route.key));

      // Assert
      expect(routes).toHaveLength(2);
      for (const route of routes) {
        expect(route.authorization, route.key).toBe('JWT');
        expect(route.integrationUri, route.key).toContain(checkoutId);
      }
    });

    it('should leave the webhook alone without an authorizer, and no other payment route', () => {
      // Arrange
      const [webhookId] = functionOf(json, WEBHOOK_ENTRY);

      // Act
      const open = routesOf(json).filter((route) => route.authorization === 'NONE');

      // Assert: besides the webhook, only the health check and the family link's read (issue 31) need no session.
      expect(open.map((route) => route.key).sort()).toEqual(['GET /api/health', 'GET /api/shared/{token}', 'POST /api/webhooks/stripe']);
      expect(open.find((route) => route.key === 'POST /api/webhooks/stripe')!.integrationUri).toContain(webhookId);
    });

    it('should give both functions the accounts table, the site’s domain and the default price, and no Stripe secret', () => {
      // Arrange
      const functions = [CHECKOUT_ENTRY, WEBHOOK_ENTRY].map((entry) => functionOf(json, entry)[1]);

      // Act
      const variables = functions.map(variablesOf);

      // Assert
      for (const environment of variables) {
        expect(environment[ENV.accountsTable]).toEqual({ Ref: expect.stringMatching(/Accounts/) as string });
        expect(environment[ENV.siteDomain]).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/Distribution/) as string, 'DomainName'] });
        expect(environment[ENV.subscriptionPriceCents]).toBe('1299');
        expect(environment[ENV.stripeSecretArn]).toBeUndefined();
        expect(environment[ENV.stripeSecretKey]).toBeUndefined();
        expect(environment[ENV.stripeWebhookSecret]).toBeUndefined();
      }
    });

    it('should grant both functions read and write on the accounts table only', () => {
      // Arrange
      const roles = [CHECKOUT_ENTRY, WEBHOOK_ENTRY].map((entry) => (functionOf(json, entry)[1].Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]);
      const policies = resourcesOfType(json, 'AWS::IAM::Policy');

      for (const role of roles) {
        // Act
        const statements = policies
          .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(role))
          .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
        const dynamo = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));

        // Assert
        expect(dynamo.length, role).toBeGreaterThan(0);
        for (const statement of dynamo) expect(JSON.stringify(statement.Resource), role).toMatch(/Accounts/);
        expect(dynamo.flatMap((statement) => [statement.Action].flat()), role).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem']));
        expect(statements.some((statement) => [statement.Action].flat().some((action) => action.startsWith('secretsmanager:'))), role).toBe(false);
      }
    });

    it('should write the default price into /config.json for the shop', () => {
      // Act
      const config = JSON.stringify(json.Outputs?.[SITE_CONFIG_OUTPUT]?.Value);

      // Assert
      expect(config).toContain('\\"subscriptionPriceCents\\":1299');
    });
  });

  describe('with a Stripe secret and a price given as context', () => {
    let json: CloudFormationTemplate;

    beforeAll(() => {
      json = synthesizeForTests({ context: { stripeSecretName: 'contes/stripe', subscriptionPriceCents: '999' } }).template;
    });

    it('should give both functions the secret’s ARN and read access to it, never a key', () => {
      // Arrange
      const template = Template.fromJSON(json);
      const functions = [CHECKOUT_ENTRY, WEBHOOK_ENTRY].map((entry) => functionOf(json, entry)[1]);

      // Act
      const variables = functions.map(variablesOf);

      // Assert
      for (const environment of variables) {
        expect(JSON.stringify(environment[ENV.stripeSecretArn])).toContain('secret:contes/stripe');
        expect(environment[ENV.subscriptionPriceCents]).toBe('999');
      }
      template.hasResourceProperties('AWS::IAM::Policy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: Match.arrayWith(['secretsmanager:GetSecretValue']),
              Resource: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('secret:contes/stripe-\\?\\?\\?\\?\\?\\?')])]) }),
            }),
          ]),
        },
      });
      expect(JSON.stringify(json)).not.toMatch(/sk_(live|test)_|whsec_/);
    });

    it('should write the operator’s price into /config.json', () => {
      // Act
      const config = JSON.stringify(json.Outputs?.[SITE_CONFIG_OUTPUT]?.Value);

      // Assert
      expect(config).toContain('\\"subscriptionPriceCents\\":999');
    });

    it('should pass cdk-nag with the secret bound', () => {
      // Act & Assert: a finding that is not acknowledged makes synthesis throw.
      expect(() => synthesizeForTests({ nag: true, context: { stripeSecretName: 'contes/stripe' } })).not.toThrow();
    });
  });

  it.each([0, 12.99, -5, 'douze', 100_000])('should refuse to synthesize a subscription price of %s', (price) => {
    // Act
    const synth = () => synthesizeForTests({ context: { subscriptionPriceCents: price } });

    // Assert
    expect(synth).toThrow(/subscriptionPriceCents/);
  });
});
