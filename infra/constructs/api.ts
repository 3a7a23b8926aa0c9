import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ENV } from '../../shared/environment';
import type { Data, TableAccess, TableName } from './data';
import { createLambdaFunction, toPascalCase } from './lambda-function';
import type { Media, MediaAccess } from './media';

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

export interface ApiRoute {
  readonly route: RouteKey;
  /**
   * `user` (the default): a valid Cognito JWT is required. `none` is for the few routes that must be
   * reached without a session (health, the Stripe webhook, which checks Stripe's signature instead).
   */
  readonly auth?: 'user' | 'none';
}

/** Everything a new API function needs; adding one to the stack is one call with this. */
export interface ApiFunctionSpec {
  /** The folder under `functions/`. */
  readonly name: string;
  readonly routes: readonly ApiRoute[];
  readonly tables?: Partial<Record<TableName, TableAccess>>;
  readonly media?: MediaAccess;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** The function runs the embedded story makers (see `LambdaFunctionProps.storyMakers`). */
  readonly storyMakers?: boolean;
}

export interface ApiProps {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly data: Data;
  readonly media: Media;
}

/** The HTTP API, its Cognito JWT authorizer and one Lambda per function (DESIGN "API"). */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, NodejsFunction>();
  private readonly authorizer: HttpUserPoolAuthorizer;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ApiProps,
  ) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: 'contes-magiques', createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No IP address, user id or path parameters: children's data stays out of the logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    this.authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
  }

  /** Creates the function, binds its tables and bucket, and attaches its routes. */
  addFunction(spec: ApiFunctionSpec): NodejsFunction {
    const fn = createLambdaFunction(this, {
      name: spec.name,
      ...(spec.timeout ? { timeout: spec.timeout } : {}),
      ...(spec.memorySize ? { memorySize: spec.memorySize } : {}),
      ...(spec.storyMakers ? { storyMakers: true } : {}),
      environment: { [ENV.userPoolId]: this.props.userPool.userPoolId },
    });
    for (const [table, access] of Object.entries(spec.tables ?? {}) as [TableName, TableAccess][]) {
      this.props.data.bind(fn, table, access);
    }
    if (spec.media) this.props.media.bind(fn, spec.media);

    const integration = new HttpLambdaIntegration(`${toPascalCase(spec.name)}Integration`, fn, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    for (const { route, auth = 'user' } of spec.routes) {
      const [method, path] = route.split(' ') as [HttpMethod, string];
      const [created] = this.httpApi.addRoutes({
        path,
        methods: [method],
        integration,
        ...(auth === 'user' ? { authorizer: this.authorizer } : {}),
      });
      if (auth === 'none' && created) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route} is reachable without a session on purpose (health probe or signed provider webhook); it reads no parent data.`,
        });
      }
    }
    this.functions.set(spec.name, fn);
    return fn;
  }
}
