import { describe, expect, it, vi } from 'vitest';
import { userPoolsOf } from '../../infra/local/engine/resource-types/cognito-user-pool';
import { tablesOf } from '../../infra/local/engine/resource-types/dynamodb-table';
import { routesOf } from '../../infra/local/engine/resource-types/http-api';
import { functionsOf } from '../../infra/local/engine/resource-types/lambda-function';
import { bucketsOf } from '../../infra/local/engine/resource-types/s3-bucket';
import { LOCAL_ACCOUNT, LOCAL_REGION, resolveValue, type CloudFormationTemplate, type TokenResolver } from '../../infra/local/engine/template';

/** The metadata key under which this template names each function's source file (the product chooses it). */
const ENTRY_KEY = 'Test:Entry';

/** Refs resolve to `ref:<id>`, attributes to `<id>#<attribute>`. */
const resolver: TokenResolver = (logicalId, attribute) => (attribute ? `${logicalId}#${attribute}` : `ref:${logicalId}`);

/** A tiny template with the shapes CDK synthesizes for this stack. */
const template: CloudFormationTemplate = {
  Resources: {
    AccountsTable: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        KeySchema: [
          { AttributeName: 'userId', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'userId', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
      },
    },
    StoriesTable: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        KeySchema: [{ AttributeName: 'storyId', KeyType: 'HASH' }],
        AttributeDefinitions: [
          { AttributeName: 'storyId', AttributeType: 'S' },
          { AttributeName: 'profileId', AttributeType: 'S' },
        ],
        GlobalSecondaryIndexes: [{ IndexName: 'byProfile', KeySchema: [{ AttributeName: 'profileId', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      },
    },
    MediaBucket: { Type: 'AWS::S3::Bucket', Properties: {} },
    ParentsPool: { Type: 'AWS::Cognito::UserPool', Properties: { UsernameAttributes: ['email'] } },
    ParentsPoolWebClient: { Type: 'AWS::Cognito::UserPoolClient', Properties: { UserPoolId: { Ref: 'ParentsPool' }, ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH'] } },
    ParentsPoolAdmins: { Type: 'AWS::Cognito::UserPoolGroup', Properties: { UserPoolId: { Ref: 'ParentsPool' }, GroupName: 'admins' } },
    OtherPool: { Type: 'AWS::Cognito::UserPool', Properties: {} },
    OtherPoolClient: { Type: 'AWS::Cognito::UserPoolClient', Properties: { UserPoolId: { Ref: 'OtherPool' } } },
    CreditsFunction: {
      Type: 'AWS::Lambda::Function',
      Metadata: { [ENTRY_KEY]: 'functions/credits/handler.ts' },
      Properties: {
        Handler: 'index.handler',
        Environment: { Variables: { ACCOUNTS_TABLE: { Ref: 'AccountsTable' } } },
      },
    },
    StoriesFunction: {
      Type: 'AWS::Lambda::Function',
      Metadata: { [ENTRY_KEY]: 'functions/stories/handler.ts', 'aws:cdk:path': 'Test/Stories/Resource' },
      Properties: { Handler: 'index.main' },
    },
    LogRetentionFunction: {
      Type: 'AWS::Lambda::Function',
      Metadata: { 'aws:cdk:path': 'Test/LogRetention/Resource' },
      Properties: { Handler: 'index.handler', Code: { S3Bucket: 'cdk-assets' } },
    },
    HttpApi: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'HTTP' } },
    CreditsIntegration: {
      Type: 'AWS::ApiGatewayV2::Integration',
      Properties: { ApiId: { Ref: 'HttpApi' }, IntegrationType: 'AWS_PROXY', IntegrationUri: { 'Fn::GetAtt': ['CreditsFunction', 'Arn'] }, PayloadFormatVersion: '2.0' },
    },
    StoriesIntegration: {
      Type: 'AWS::ApiGatewayV2::Integration',
      Properties: { ApiId: { Ref: 'HttpApi' }, IntegrationType: 'AWS_PROXY', IntegrationUri: { 'Fn::GetAtt': ['StoriesFunction', 'Arn'] }, PayloadFormatVersion: '2.0' },
    },
    GetCreditsRoute: {
      Type: 'AWS::ApiGatewayV2::Route',
      Properties: {
        ApiId: { Ref: 'HttpApi' },
        RouteKey: 'GET /api/me/credits',
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: 'Authorizer' },
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'CreditsIntegration' }]] },
      },
    },
    GetStoryRoute: {
      Type: 'AWS::ApiGatewayV2::Route',
      Properties: {
        ApiId: { Ref: 'HttpApi' },
        RouteKey: 'GET /api/stories/{id}',
        AuthorizationType: 'NONE',
        Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'StoriesIntegration' }]] },
      },
    },
  },
};

describe('resolveValue', () => {
  it('should resolve a Ref through the resolver', () => {
    // Act
    const value = resolveValue({ Ref: 'AccountsTable' }, resolver);

    // Assert
    expect(value).toBe('ref:AccountsTable');
  });

  it.each([
    ['AWS::Region', LOCAL_REGION],
    ['AWS::AccountId', LOCAL_ACCOUNT],
    ['AWS::Partition', 'aws'],
    ['AWS::URLSuffix', 'amazonaws.com'],
  ])('should resolve the pseudo parameter %s locally without asking the resolver', (name, expected) => {
    // Arrange
    const resolve = vi.fn(resolver);

    // Act
    const value = resolveValue({ Ref: name }, resolve);

    // Assert
    expect(value).toBe(expected);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('should leave AWS::StackName to the resolver, since each product names its own stack', () => {
    // Arrange
    const resolve = vi.fn(resolver);

    // Act
    const value = resolveValue({ 'Fn::Sub': '${AWS::StackName}-media' }, resolve);

    // Assert
    expect(value).toBe('ref:AWS::StackName-media');
    expect(resolve).toHaveBeenCalledWith('AWS::StackName', undefined);
  });

  it('should resolve the local region to eu-west-3 and the local account to twelve zeros', () => {
    // Assert
    expect(LOCAL_REGION).toBe('eu-west-3');
    expect(LOCAL_ACCOUNT).toBe('000000000000');
  });

  it('should resolve Fn::GetAtt in its array form', () => {
    // Arrange
    const resolve = vi.fn(resolver);

    // Act
    const value = resolveValue({ 'Fn::GetAtt': ['AccountsTable', 'Arn'] }, resolve);

    // Assert
    expect(value).toBe('AccountsTable#Arn');
    expect(resolve).toHaveBeenCalledWith('AccountsTable', 'Arn');
  });

  it('should resolve Fn::GetAtt in its "Logical.Attribute" string form', () => {
    // Act
    const value = resolveValue({ 'Fn::GetAtt': 'StoriesTable.StreamArn' }, resolver);

    // Assert
    expect(value).toBe('StoriesTable#StreamArn');
  });

  it('should resolve Fn::Join over nested intrinsic functions', () => {
    // Arrange
    const value = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::', { Ref: 'MediaBucket' }, '/*']] };

    // Act
    const joined = resolveValue(value, resolver);

    // Assert
    expect(joined).toBe('arn:aws:s3:::ref:MediaBucket/*');
  });

  it('should resolve Fn::Join with a separator', () => {
    // Act
    const joined = resolveValue({ 'Fn::Join': [',', ['a', { Ref: 'AccountsTable' }, 'c']] }, resolver);

    // Assert
    expect(joined).toBe('a,ref:AccountsTable,c');
  });

  it('should resolve Fn::Sub with pseudo parameters, references and attributes', () => {
    // Arrange
    const value = { 'Fn::Sub': 'arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:table/${AccountsTable}/${StoriesTable.Arn}' };

    // Act
    const text = resolveValue(value, resolver);

    // Assert
    expect(text).toBe('arn:aws:dynamodb:eu-west-3:000000000000:table/ref:AccountsTable/StoriesTable#Arn');
  });

  it('should resolve Fn::Sub with explicit variables that are themselves intrinsic functions', () => {
    // Arrange
    const value = {
      'Fn::Sub': ['https://${Domain}/${Path}?region=${AWS::Region}', { Domain: { 'Fn::GetAtt': ['Distribution', 'DomainName'] }, Path: 'config.json' }],
    };

    // Act
    const text = resolveValue(value, resolver);

    // Assert
    expect(text).toBe('https://Distribution#DomainName/config.json?region=eu-west-3');
  });

  it('should prefer an explicit Fn::Sub variable over a resource of the same name', () => {
    // Arrange
    const resolve = vi.fn(resolver);

    // Act
    const text = resolveValue({ 'Fn::Sub': ['${AccountsTable}', { AccountsTable: 'explicit' }] }, resolve);

    // Assert
    expect(text).toBe('explicit');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('should resolve Fn::Select over Fn::Split', () => {
    // Arrange: the domain of an endpoint, as CDK writes it for an origin.
    const value = { 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::Join': ['', ['https://api.', { Ref: 'AWS::URLSuffix' }, '/prod']] }] }] };

    // Act
    const selected = resolveValue(value, resolver);

    // Assert
    expect(selected).toBe('api.amazonaws.com');
  });

  it('should resolve Fn::Split into a list', () => {
    // Act
    const parts = resolveValue({ 'Fn::Split': [',', { 'Fn::Join': [',', ['a', { Ref: 'MediaBucket' }]] }] }, resolver);

    // Assert
    expect(parts).toEqual(['a', 'ref:MediaBucket']);
  });

  it('should resolve every value of nested objects and arrays and keep plain values', () => {
    // Arrange
    const value = {
      TableName: { Ref: 'AccountsTable' },
      Nested: { Arns: [{ 'Fn::GetAtt': ['StoriesTable', 'Arn'] }, 'literal', 42, true, null], Region: { Ref: 'AWS::Region' } },
      Count: 3,
    };

    // Act
    const resolved = resolveValue(value, resolver);

    // Assert
    expect(resolved).toEqual({
      TableName: 'ref:AccountsTable',
      Nested: { Arns: ['StoriesTable#Arn', 'literal', 42, true, null], Region: 'eu-west-3' },
      Count: 3,
    });
  });

  it('should treat a one-key object that is not an intrinsic function as a plain object', () => {
    // Act
    const resolved = resolveValue({ Variables: { Ref: 'MediaBucket' } }, resolver);

    // Assert
    expect(resolved).toEqual({ Variables: 'ref:MediaBucket' });
  });

  it('should return scalars unchanged', () => {
    // Assert
    expect(resolveValue('text', resolver)).toBe('text');
    expect(resolveValue(7, resolver)).toBe(7);
    expect(resolveValue(null, resolver)).toBeNull();
    expect(resolveValue(undefined, resolver)).toBeUndefined();
  });
});

describe('routesOf', () => {
  it('should find each route with its method, path, function and authorization', () => {
    // Act
    const routes = routesOf(template);

    // Assert
    expect(routes).toEqual([
      { method: 'GET', path: '/api/me/credits', functionLogicalId: 'CreditsFunction', requiresJwt: true },
      { method: 'GET', path: '/api/stories/{id}', functionLogicalId: 'StoriesFunction', requiresJwt: false },
    ]);
  });

  it('should fail clearly for a route whose integration has no function', () => {
    // Arrange
    const broken: CloudFormationTemplate = {
      Resources: {
        Integration: { Type: 'AWS::ApiGatewayV2::Integration', Properties: { IntegrationUri: { 'Fn::GetAtt': [] } } },
        Route: {
          Type: 'AWS::ApiGatewayV2::Route',
          Properties: { RouteKey: 'GET /api/x', Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'Integration' }]] } },
        },
      },
    };

    // Act
    const read = () => routesOf(broken);

    // Assert
    expect(read).toThrow('Route Route has no Lambda integration');
  });
});

describe('functionsOf', () => {
  it('should keep only the functions whose metadata names their entry under the given key, with handler and environment', () => {
    // Act
    const functions = functionsOf(template, ENTRY_KEY);

    // Assert
    expect(functions).toEqual([
      { logicalId: 'CreditsFunction', entry: 'functions/credits/handler.ts', handlerName: 'handler', environment: { ACCOUNTS_TABLE: { Ref: 'AccountsTable' } } },
      { logicalId: 'StoriesFunction', entry: 'functions/stories/handler.ts', handlerName: 'main', environment: {} },
    ]);
    expect(functions.map((fn) => fn.logicalId)).not.toContain('LogRetentionFunction');
  });
});

describe('tablesOf', () => {
  it('should describe each table with its keys, indexes and time-to-live attribute', () => {
    // Act
    const tables = tablesOf(template);

    // Assert
    expect(tables).toEqual([
      {
        logicalId: 'AccountsTable',
        keySchema: [
          { AttributeName: 'userId', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        attributeDefinitions: [
          { AttributeName: 'userId', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        globalSecondaryIndexes: [],
        ttlAttribute: undefined,
      },
      {
        logicalId: 'StoriesTable',
        keySchema: [{ AttributeName: 'storyId', KeyType: 'HASH' }],
        attributeDefinitions: [
          { AttributeName: 'storyId', AttributeType: 'S' },
          { AttributeName: 'profileId', AttributeType: 'S' },
        ],
        globalSecondaryIndexes: [{ IndexName: 'byProfile', KeySchema: [{ AttributeName: 'profileId', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
        ttlAttribute: 'expiresAt',
      },
    ]);
  });
});

describe('bucketsOf', () => {
  it('should list the logical ids of the buckets', () => {
    // Assert
    expect(bucketsOf(template)).toEqual(['MediaBucket']);
  });
});

describe('userPoolsOf', () => {
  it('should attach to each pool only its own clients and groups', () => {
    // Act
    const pools = userPoolsOf(template);

    // Assert
    expect(pools).toEqual([
      {
        logicalId: 'ParentsPool',
        properties: { UsernameAttributes: ['email'] },
        clients: [{ logicalId: 'ParentsPoolWebClient', properties: { UserPoolId: { Ref: 'ParentsPool' }, ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH'] } }],
        groups: ['admins'],
        triggers: {},
      },
      { logicalId: 'OtherPool', properties: {}, clients: [{ logicalId: 'OtherPoolClient', properties: { UserPoolId: { Ref: 'OtherPool' } } }], groups: [], triggers: {} },
    ]);
  });

  it('should map each Lambda trigger of a pool to its function, in either GetAtt form', () => {
    // Arrange
    const withTriggers: CloudFormationTemplate = {
      Resources: {
        Pool: {
          Type: 'AWS::Cognito::UserPool',
          Properties: {
            LambdaConfig: {
              CustomMessage: { 'Fn::GetAtt': ['MessageFunction', 'Arn'] },
              PreSignUp: { 'Fn::GetAtt': 'SignUpFunction.Arn' },
              // Not a function of the template: nothing the twin can run.
              PostConfirmation: 'arn:aws:lambda:eu-west-3:123456789012:function:elsewhere',
              KMSKeyID: { 'Fn::GetAtt': ['Key', 'KeyId'] },
            },
          },
        },
      },
    };

    // Act
    const [pool] = userPoolsOf(withTriggers);

    // Assert
    expect(pool?.triggers).toEqual({ CustomMessage: 'MessageFunction', PreSignUp: 'SignUpFunction' });
  });
});
