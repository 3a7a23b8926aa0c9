import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '#shared/auth';
import { ENV, ORIGIN_VERIFY_HEADER } from '#shared/environment';
import { SHARED_STORY_PATH_PREFIX, SHARED_STORY_ROBOTS } from '#shared/story-shares';
import { DELETED_ACCOUNT_MARKER_SECONDS } from '#shared/tables';
import { SHORT_TOKEN_LIFETIME } from '../../infra/constructs/auth';
import { ENTRY_METADATA_KEY } from '../../infra/constructs/lambda-function';
import { resourcesOfType } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { synthesizeForTests } from './synthesized-stack';

/** Routes that must be reachable without a Cognito JWT (DESIGN "API"). */
const PUBLIC_ROUTES = new Set(['GET /api/health', 'POST /api/webhooks/stripe', 'GET /api/shared/{token}']);

describe('the ContesMagiques stack', () => {
  let template: Template;
  let json: CloudFormationTemplate;

  beforeAll(() => {
    json = synthesizeForTests().template;
    template = Template.fromJSON(json);
  });

  describe('accounts (Cognito)', () => {
    it('should require 6 characters and no other password rule', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        Policies: {
          PasswordPolicy: {
            MinimumLength: MIN_PASSWORD_LENGTH,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      });
      expect(MIN_PASSWORD_LENGTH).toBe(6);
    });

    it('should sign in by e-mail with self sign-up, code verification and the parent names', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'given_name', Required: true }),
          Match.objectLike({ Name: 'family_name', Required: true }),
        ]),
      });
    });

    it('should have a web client allowing USER_PASSWORD_AUTH and refresh, without a secret', () => {
      template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
        GenerateSecret: false,
      });
    });

    it('should let ID and access tokens live 15 minutes and refresh tokens 30 days, with revocation on', () => {
      // Arrange
      const seconds: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
      const [[, client]] = resourcesOfType(json, 'AWS::Cognito::UserPoolClient') as [[string, CloudFormationTemplate['Resources'][string]]];
      const properties = client.Properties as Record<string, unknown> & { TokenValidityUnits: Record<string, string> };

      // Act
      const lifetime = (kind: 'IdToken' | 'AccessToken' | 'RefreshToken') =>
        Number(properties[`${kind}Validity`]) * seconds[properties.TokenValidityUnits[kind]!]!;

      // Assert: the window in which a signed-out or demoted parent's token still passes the authorizer.
      expect(lifetime('IdToken')).toBe(15 * 60);
      expect(lifetime('AccessToken')).toBe(15 * 60);
      expect(lifetime('RefreshToken')).toBe(30 * 86_400);
      expect(properties.EnableTokenRevocation).toBe(true);
    });

    it('should offer MFA by authenticator app, optional, from the code', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    });

    it('should open the account on confirmation with the auth-post-confirmation function, which may write the accounts table only', () => {
      // Arrange
      const [[functionId, fn]] = resourcesOfType(json, 'AWS::Lambda::Function').filter(
        ([, resource]) => resource.Metadata?.[ENTRY_METADATA_KEY] === 'functions/auth-post-confirmation/handler.ts',
      ) as [[string, CloudFormationTemplate['Resources'][string]]];
      const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const [accountsId] = resourcesOfType(json, 'AWS::DynamoDB::Table').find(([, table]) =>
        JSON.stringify(table.Properties!.KeySchema).includes('"sk"'),
      )!;

      // Act
      const statements = resourcesOfType(json, 'AWS::IAM::Policy')
        .filter(([, policy]) => JSON.stringify(policy.Properties!.Roles).includes(`"${roleId}"`))
        .flatMap(([, policy]) => (policy.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);

      // Assert
      template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [functionId, 'Arn'] } } });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
      expect(Object.keys((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables)).toContain(ENV.accountsTable);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions.every((action) => action.startsWith('dynamodb:') || action.startsWith('xray:') || action.startsWith('logs:') || action.startsWith('cloudwatch:'))).toBe(true);
      expect(JSON.stringify(statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:'))).map((statement) => statement.Resource))).not.toMatch(
        new RegExp(resourcesOfType(json, 'AWS::DynamoDB::Table').filter(([id]) => id !== accountsId).map(([id]) => id).join('|')),
      );
    });

    it('should have the admins group', () => {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admins' });
    });

    it('should write the confirmation and reset e-mails with the auth-custom-message function', () => {
      // Arrange
      const [[functionId, fn]] = resourcesOfType(json, 'AWS::Lambda::Function').filter(
        ([, resource]) => resource.Metadata?.[ENTRY_METADATA_KEY] === 'functions/auth-custom-message/handler.ts',
      ) as [[string, CloudFormationTemplate['Resources'][string]]];
      const [distributionId] = resourcesOfType(json, 'AWS::CloudFront::Distribution')[0]!;

      // Assert
      template.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [functionId, 'Arn'] } } });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Environment: { Variables: { [ENV.siteDomain]: { 'Fn::GetAtt': [distributionId, 'DomainName'] } } },
      });
    });
  });

  it('should have no circular dependency between its resources', () => {
    // The user pool needs its trigger, which needs the distribution's domain: nothing may lead back.
    // Act & Assert: the assertions library refuses a template whose resources form a cycle.
    expect(() => Template.fromJSON(json)).not.toThrow();
  });

  describe('data (DynamoDB)', () => {
    it('should have the five tables of DESIGN, on demand with point-in-time recovery', () => {
      const tables = resourcesOfType(json, 'AWS::DynamoDB::Table');
      expect(tables).toHaveLength(5);
      for (const [, table] of tables) {
        expect(table.Properties).toMatchObject({
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        });
      }
      const keys = tables.map(([, table]) => (table.Properties!.KeySchema as { AttributeName: string }[]).map((key) => key.AttributeName).join('+'));
      expect(keys.sort()).toEqual(['id', 'userId+messageId', 'userId+profileId', 'userId+sk', 'userId+storyId'].sort());
    });

    it('should index stories by profile and expire a deleted account’s marker', () => {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: 'userId', KeyType: 'HASH' },
          { AttributeName: 'storyId', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: Match.arrayWith([
          Match.objectLike({
            IndexName: 'byProfile',
            KeySchema: [
              { AttributeName: 'profileId', KeyType: 'HASH' },
              { AttributeName: 'storyId', KeyType: 'RANGE' },
            ],
          }),
        ]),
      });
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: 'userId', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      });
      // The marker must outlive every token its deleted user may still hold.
      expect(DELETED_ACCOUNT_MARKER_SECONDS).toBeGreaterThan(SHORT_TOKEN_LIFETIME.toSeconds());
      expect(DELETED_ACCOUNT_MARKER_SECONDS).toBeGreaterThan(3 * 86_400);
    });

    it('should keep every table when the stack is deleted', () => {
      for (const [, table] of resourcesOfType(json, 'AWS::DynamoDB::Table')) {
        expect((table as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
      }
    });
  });

  describe('buckets', () => {
    it('should block every kind of public access on every bucket and require TLS', () => {
      const buckets = resourcesOfType(json, 'AWS::S3::Bucket');
      expect(buckets.length).toBeGreaterThanOrEqual(3);
      for (const [, bucket] of buckets) {
        expect(bucket.Properties?.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
      expect(resourcesOfType(json, 'AWS::S3::BucketPolicy').length).toBe(buckets.length);
    });
  });

  describe('API', () => {
    it('should put the Cognito JWT authorizer on every route but health and the Stripe webhook', () => {
      const routes = resourcesOfType(json, 'AWS::ApiGatewayV2::Route');
      expect(routes.map(([, route]) => route.Properties!.RouteKey)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/me/credits']));
      for (const [, route] of routes) {
        const key = String(route.Properties!.RouteKey);
        expect(route.Properties!.AuthorizationType, key).toBe(PUBLIC_ROUTES.has(key) ? 'NONE' : 'JWT');
      }
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: { Audience: [Match.objectLike({ Ref: Match.stringLikeRegexp('WebClient') })], Issuer: Match.anyValue() },
      });
    });

    it('should run every function of ours on Node.js 24 and arm64', () => {
      const functions = resourcesOfType(json, 'AWS::Lambda::Function').filter(([, fn]) => fn.Metadata?.[ENTRY_METADATA_KEY]);
      expect(functions.length).toBeGreaterThanOrEqual(2);
      for (const [, fn] of functions) {
        expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
      }
    });

    it('should give the credits function read-write access to the accounts table and its name', () => {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ ACCOUNTS_TABLE: { Ref: Match.stringLikeRegexp('^DataAccounts') } }) },
      });
    });

    it('should give the profiles function its tables, the media bucket and named S3 actions only', () => {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({
            PROFILES_TABLE: { Ref: Match.stringLikeRegexp('^DataProfiles') },
            STORIES_TABLE: { Ref: Match.stringLikeRegexp('^DataStories') },
            MEDIA_BUCKET: { Ref: Match.stringLikeRegexp('^MediaBucket') },
          }),
        },
      });
      const policies = JSON.stringify(resourcesOfType(json, 'AWS::IAM::Policy').filter(([id]) => id.startsWith('ApiProfiles')));
      expect(policies).toContain('s3:DeleteObject');
      expect(policies).not.toMatch(/"s3:\*"|s3:Get\*|s3:List\*|s3:Delete\*/);
    });

    it('should log API access without IP addresses or user ids', () => {
      const [stage] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage');
      const format = String((stage![1].Properties!.AccessLogSettings as { Format: string }).Format);
      expect(format).toContain('$context.requestId');
      expect(format).not.toMatch(/sourceIp|identity|claims/);
    });
  });

  describe('site (CloudFront)', () => {
    it('should route /api/* to the HTTP API without caching and serve the SPA bucket through origin access control', () => {
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultRootObject: 'index.html',
          CacheBehaviors: Match.arrayWith([Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['POST', 'DELETE']) })]),
          Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        }),
      });
    });

    it('should send the stack id’s token to the API in x-origin-verify, the value every API function expects (issue 27, item 5)', () => {
      // Arrange
      const token = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };
      const [distribution] = resourcesOfType(json, 'AWS::CloudFront::Distribution');
      const origins = (distribution?.[1].Properties?.DistributionConfig as { Origins: { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown }[] }).Origins;
      const apiFunctions = resourcesOfType(json, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Api') || id.startsWith('Payments'));

      // Act
      const apiOrigin = origins.find((origin) => origin.CustomOriginConfig !== undefined);

      // Assert
      expect(apiOrigin?.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: token }]);
      expect(apiFunctions.length).toBeGreaterThanOrEqual(12);
      for (const [id, fn] of apiFunctions) {
        expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables[ENV.originVerifyToken], id).toEqual(token);
      }
    });

    it('should send a content security policy, HSTS and nosniff', () => {
      template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: Match.objectLike({
            ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue() }),
            ContentTypeOptions: { Override: true },
          }),
        }),
      });
    });

    it('should tell search engines not to index a family link’s page, whose HTML is the app shell', () => {
      // Arrange
      const [distribution] = resourcesOfType(json, 'AWS::CloudFront::Distribution');
      const config = distribution?.[1].Properties?.DistributionConfig as {
        DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } };
        CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: { Ref: string }; FunctionAssociations?: unknown }[];
      };
      const policyHeaders = (logicalId: string) =>
        (json.Resources[logicalId]?.Properties?.ResponseHeadersPolicyConfig as { CustomHeadersConfig?: { Items: unknown[] } }).CustomHeadersConfig?.Items;

      // Act
      const shareBehavior = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${SHARED_STORY_PATH_PREFIX}*`);

      // Assert
      expect(policyHeaders(shareBehavior!.ResponseHeadersPolicyId.Ref)).toEqual([{ Header: 'X-Robots-Tag', Value: SHARED_STORY_ROBOTS, Override: true }]);
      // The page is still the app shell, through the same fallback function, with the same security headers.
      expect(shareBehavior!.FunctionAssociations).toEqual((config.DefaultCacheBehavior as { FunctionAssociations?: unknown }).FunctionAssociations);
      expect(policyHeaders(config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref)).toBeUndefined();
    });

    it('should write /config.json with the user pool and its client', () => {
      const config = JSON.stringify(json.Outputs?.SiteConfig?.Value);
      expect(config).toContain('userPoolId');
      expect(config).toMatch(/"Ref":"AuthUserPool[0-9A-F]{8}"/);
      expect(config).toMatch(/"Ref":"AuthUserPoolWebClient[0-9A-F]{8}"/);
    });
  });
});

describe('social sign-in, when the operator gives a provider as context', () => {
  it('should add Google to the pool and the client, the hosted domain, and tell the SPA through /config.json', () => {
    // Arrange & Act
    const { template: json } = synthesizeForTests({
      context: {
        googleClientId: 'google-client-id',
        googleClientSecretName: 'contes/google',
        siteUrl: 'https://contes.example.fr',
        authDomainPrefix: 'contes-magiques-test',
      },
    });
    const template = Template.fromJSON(json);

    // Assert
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client-id',
        // Resolved by CloudFormation from Secrets Manager: the secret itself is not in the template.
        client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:contes/google'),
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: Match.arrayWith(['COGNITO', 'Google']),
      CallbackURLs: ['https://contes.example.fr/app'],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'contes-magiques-test' });
    const config = JSON.stringify(json.Outputs?.SiteConfig?.Value);
    expect(config).toContain('\\"socialProviders\\":[\\"Google\\"]');
    expect(config).toContain('contes-magiques-test.auth.');
  });

  it('should have no identity provider and no hosted domain without that context', () => {
    // Arrange & Act
    const template = Template.fromJSON(synthesizeForTests().template);

    // Assert
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});
