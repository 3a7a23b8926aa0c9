import { Aws, Duration, Fn, Lazy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
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
import { ENV } from '#shared/environment';
import type { Data, TableAccess, TableName } from './data';
import { createLambdaFunction, toPascalCase, type LambdaFunctionProps } from './lambda-function';
import type { Media, MediaAccess } from './media';

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** Requests a second, steady and in a burst, for all callers of a route together (API Gateway throttles a route, not a parent). */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The stage's limits: a cost ceiling for the whole product. Per parent, each one's own token bucket
 * (PARENT_RATE_LIMITS in functions/core/rate-limits), the credits and a lease bound story creation and image
 * regeneration, so no parent holds these shared limits for long; these bound what all parents together start.
 */
export const API_THROTTLE = {
  /** Every other route: a page load makes a handful of reads. */
  default: { rateLimit: 50, burstLimit: 100 },
  /** POST /api/stories: each one spends a credit and runs the pipeline (writer, illustrator, narrator). */
  storyCreation: { rateLimit: 2, burstLimit: 5 },
  /** POST /api/stories/check: each one may ask OpenAI's moderation; a wizard makes about three per story created. */
  storyCheck: { rateLimit: 5, burstLimit: 10 },
  /** POST /api/stories/{id}/image: each one may pay for a drawing, and it is only for a missing picture. */
  imageRegeneration: { rateLimit: 1, burstLimit: 2 },
  /**
   * GET /api/shared/{token}: the family's link, without a session. Each link has its own view bucket (functions/core/shares);
   * this bounds what all anonymous views together cost (signed URLs, reads), token guesses included.
   */
  sharedStoryView: { rateLimit: 5, burstLimit: 10 },
} as const satisfies Record<string, RouteThrottle>;

export interface ApiRoute {
  readonly route: RouteKey;
  /**
   * `user` (the default): a valid Cognito JWT is required. `none` is for the few routes that must be
   * reached without a session (health, the Stripe webhook, which checks Stripe's signature instead).
   */
  readonly auth?: 'user' | 'none';
  /** Why a route with `auth: 'none'` is public (cdk-nag's APIG4 acknowledgement); the default names health and the webhook. */
  readonly publicBecause?: string;
  /** Tighter limits than the stage's default ({@link API_THROTTLE}). */
  readonly throttle?: RouteThrottle;
}

/** Everything a new API function needs; adding one to the stack is one call with this. */
export interface ApiFunctionSpec {
  /** The function's name (its logical ids, log group and service name), and its folder under `functions/` unless `folder` says otherwise. */
  readonly name: string;
  /**
   * The folder under `functions/` when it was renamed after the function was deployed (issue 29: folders are named by
   * what they do): the deployed name stays, since a new logical id would replace the function and its log group.
   */
  readonly folder?: string;
  readonly routes: readonly ApiRoute[];
  readonly tables?: Partial<Record<TableName, TableAccess>>;
  readonly media?: MediaAccess;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** The function runs story makers, and which (see `LambdaFunctionProps.storyMakers`). */
  readonly storyMakers?: LambdaFunctionProps['storyMakers'];
  /** Reserved concurrency (see `LambdaFunctionProps.reservedConcurrentExecutions`); undefined or 0: none. */
  readonly reservedConcurrency?: number;
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
  /**
   * What CloudFront sends in `x-origin-verify` and every API function expects (issue 27, item 5): the UUID
   * CloudFormation gave the stack, which no one outside the account knows and which is never sent to a
   * browser. The API's execute-api address stays on (turning it off needs a custom domain of the
   * operator's), but a request that did not come through CloudFront is refused by the function (403).
   */
  readonly originVerifyToken = Fn.select(2, Fn.split('/', Aws.STACK_ID));
  private readonly authorizer: HttpUserPoolAuthorizer;
  private readonly stage: HttpStage;
  /** Route key → CloudFormation RouteSettings, filled by addFunction. */
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ApiProps,
  ) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: 'contes-magiques', createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE.default,
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

    // The L2 stage has one throttle for all routes; per-route limits are the L1's RouteSettings.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Lazy.any({
      produce: () => (Object.keys(this.routeSettings).length > 0 ? this.routeSettings : undefined),
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
      ...(spec.folder ? { entry: `functions/${spec.folder}/handler.ts` } : {}),
      ...(spec.timeout ? { timeout: spec.timeout } : {}),
      ...(spec.memorySize ? { memorySize: spec.memorySize } : {}),
      ...(spec.storyMakers ? { storyMakers: spec.storyMakers } : {}),
      ...(spec.reservedConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
      environment: { [ENV.userPoolId]: this.props.userPool.userPoolId, [ENV.originVerifyToken]: this.originVerifyToken },
    });
    for (const [table, access] of Object.entries(spec.tables ?? {}) as [TableName, TableAccess][]) {
      this.props.data.bind(fn, table, access);
    }
    if (spec.media) this.props.media.bind(fn, spec.media);
    // No Cognito permission here: accounts are opened by the pool's PostConfirmation trigger (auth.ts), and a
    // function that asks the pool anything gets it by name in stack.ts (admin, privacy).

    const integration = new HttpLambdaIntegration(`${toPascalCase(spec.name)}Integration`, fn, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    for (const { route, auth = 'user', throttle, publicBecause } of spec.routes) {
      const [method, path] = route.split(' ') as [HttpMethod, string];
      const [created] = this.httpApi.addRoutes({
        path,
        methods: [method],
        integration,
        ...(auth === 'user' ? { authorizer: this.authorizer } : {}),
      });
      if (throttle && created) {
        this.routeSettings[route] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
        // CloudFormation refuses settings for a route that does not exist yet.
        this.stage.node.addDependency(created);
      }
      if (auth === 'none' && created) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: publicBecause ?? `${route} is reachable without a session on purpose (health probe or signed provider webhook); it reads no parent data.`,
        });
      }
    }
    this.functions.set(spec.name, fn);
    return fn;
  }
}
