import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { SUPPORT_THROTTLE } from '../../infra/constructs/support-email';
import { resourcesOfType } from '../../infra/local/engine/template';
import { PROJECT_ROOT } from '../../infra/project-root';
import { ContesMagiquesStack } from '../../infra/stack';
import type { CloudFormationTemplate } from '../../infra/synth';
import { synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

const SUPPORT_ENTRY = 'functions/send-support-email/handler.ts';
const outdir = synthOutdir();
const publisherContact = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'config', 'publisher.json'), 'utf8')) as { contactEmail: string }).contactEmail;

type Resource = CloudFormationTemplate['Resources'][string];

function supportFunction(template: CloudFormationTemplate): [string, Resource] {
  const found = resourcesOfType(template, 'AWS::Lambda::Function').find(([, fn]) => fn.Metadata?.[ENTRY_METADATA_KEY] === SUPPORT_ENTRY);
  if (!found) throw new Error(`No function for ${SUPPORT_ENTRY}`);
  return found;
}

const variablesOf = (fn: Resource) => (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;

/** Every statement granting an SES action, in every policy of the template, with the role it is attached to. */
function sesStatements(template: CloudFormationTemplate) {
  return resourcesOfType(template, 'AWS::IAM::Policy').flatMap(([, policy]) => {
    const properties = policy.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] }; Roles: unknown[] };
    return properties.PolicyDocument.Statement.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:'))).map((statement) => ({
      roles: JSON.stringify(properties.Roles),
      actions: [statement.Action].flat(),
      resources: [statement.Resource].flat(),
    }));
  });
}

/** The stack synthesized with CDK context, as `npx cdk deploy -c …` gives it. */
function withContext(context: Record<string, unknown>): CloudFormationTemplate {
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new ContesMagiquesStack(app, 'ContesMagiques', { siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist') });
  return Template.fromStack(stack).toJSON() as CloudFormationTemplate;
}

describe('the support e-mails in the stack', () => {
  describe('without context (the local twin, or a deploy that relies on config/publisher.json)', () => {
    let template: CloudFormationTemplate;

    beforeAll(() => {
      template = synthesizeForTests({ outdir }).template;
    });

    it('should route POST /api/support, behind the JWT authorizer, to the send-support-email function, with its own throttle', () => {
      // Arrange
      const [functionId] = supportFunction(template);

      // Act
      const [route] = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').filter(([, resource]) => resource.Properties!.RouteKey === 'POST /api/support');
      const integrationId = (JSON.stringify(route?.[1].Properties!.Target).match(/"Ref":"([^"]+)"/) ?? [])[1]!;
      const integration = template.Resources[integrationId]!;
      const [, stage] = resourcesOfType(template, 'AWS::ApiGatewayV2::Stage')[0]!;

      // Assert
      expect(route?.[1].Properties!.AuthorizationType).toBe('JWT');
      expect(JSON.stringify(integration.Properties!.IntegrationUri)).toContain(functionId);
      expect((stage.Properties!.RouteSettings as Record<string, unknown>)['POST /api/support']).toEqual({
        ThrottlingRateLimit: SUPPORT_THROTTLE.rateLimit,
        ThrottlingBurstLimit: SUPPORT_THROTTLE.burstLimit,
      });
    });

    it('should declare one SES e-mail identity: the publisher’s contact address', () => {
      // Act
      const identities = resourcesOfType(template, 'AWS::SES::EmailIdentity').map(([, resource]) => resource.Properties!.EmailIdentity);

      // Assert
      expect(identities).toEqual([publisherContact]);
    });

    it('should let only the support function send, with ses:SendEmail alone, on that identity only', () => {
      // Arrange
      const [identityId] = resourcesOfType(template, 'AWS::SES::EmailIdentity')[0]!;
      const role = JSON.stringify(supportFunction(template)[1].Properties!.Role);

      // Act
      const statements = sesStatements(template);

      // Assert
      expect(statements).toHaveLength(1);
      expect(role).toContain(JSON.parse(statements[0]!.roles)[0].Ref);
      expect(statements[0]!.actions).toEqual(['ses:SendEmail']);
      expect(statements[0]!.resources).toHaveLength(1);
      const resource = JSON.stringify(statements[0]!.resources[0]);
      expect(resource).toContain(':identity/');
      expect(resource).toContain(identityId);
      expect(resource).not.toContain('*');
    });

    it('should give the function the support table, both addresses and a 20 s timeout', () => {
      // Act
      const [, fn] = supportFunction(template);
      const variables = variablesOf(fn);

      // Assert
      expect(variables[ENV.supportTable]).toEqual({ Ref: expect.stringMatching(/Support/) as string });
      expect(variables[ENV.supportToEmail]).toBe(publisherContact);
      expect(variables[ENV.supportFromEmail]).toBe(publisherContact);
      expect(fn.Properties!.Timeout).toBe(20);
    });
  });

  describe('with context', () => {
    it('should send from supportSenderEmail to supportEmail, allowed on both identities (the SES sandbox checks the recipient’s too)', () => {
      // Act
      const template = withContext({ supportEmail: 'aide@contes.example', supportSenderEmail: ' no-reply@contes.example ' });

      // Assert
      const [, fn] = supportFunction(template);
      expect(variablesOf(fn)[ENV.supportToEmail]).toBe('aide@contes.example');
      expect(variablesOf(fn)[ENV.supportFromEmail]).toBe('no-reply@contes.example');
      expect(resourcesOfType(template, 'AWS::SES::EmailIdentity').map(([, resource]) => resource.Properties!.EmailIdentity)).toEqual(['no-reply@contes.example']);
      const resources = sesStatements(template).flatMap((statement) => statement.resources.map((resource) => JSON.stringify(resource)));
      expect(resources).toHaveLength(2);
      expect(resources.some((resource) => resource.includes('identity/aide@contes.example'))).toBe(true);
      expect(sesStatements(template).flatMap((statement) => statement.actions)).toEqual(['ses:SendEmail', 'ses:SendEmail']);
    });

    it('should stop the synthesis on an address that is not one', () => {
      // Act
      const synth = () => withContext({ supportEmail: 'Support <aide@contes.example>' });

      // Assert
      expect(synth).toThrow(/supportEmail must be one e-mail address/);
    });
  });
});
