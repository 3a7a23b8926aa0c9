import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CfnOutput, Duration, IgnoreMode, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ORIGIN_VERIFY_HEADER } from '#shared/environment';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { PRERENDERED_FOLDER } from '#shared/web-dist';
import { SHARED_STORY_PATH_PREFIX, SHARED_STORY_ROBOTS } from '#shared/story-shares';
import type { SiteConfig } from '#shared/site-config';

export const SITE_CONFIG_OUTPUT = 'SiteConfig';
/** Where the Meta pixel's image requests go (web/src/lib/analytics): no script of theirs is ever loaded. */
export const ANALYTICS_PIXEL_ORIGIN = 'https://www.facebook.com';

/**
 * The files a visitor's browser asks for by a fixed name: deployed with `no-cache` and invalidated on each
 * deployment, never as the year-long immutable hashed assets (the shell, every prerendered page, sitemap, robots).
 */
// sw.js: a browser checks its service worker for updates against this file; manifest.webmanifest names the icons.
const ENTRY_POINT_FILES = ['*.html', 'sitemap.xml', 'robots.txt', 'sw.js', 'manifest.webmanifest'];

/**
 * The prerendered pages of the build being deployed, by route: `{ '/': '/pages/index.html', '/blog':
 * '/pages/blog/index.html', … }`. Read from the files themselves, so the viewer-request function maps
 * exactly the pages the bucket receives.
 */
export function prerenderedRoutes(assetsPath: string): Record<string, string> {
  const folder = join(assetsPath, PRERENDERED_FOLDER);
  if (!existsSync(folder)) return {};
  const routes = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => relative(folder, entry.parentPath).split(sep).filter(Boolean))
    .map((segments) => [`/${segments.join('/')}`, `/${[PRERENDERED_FOLDER, ...segments, 'index.html'].join('/')}`] as const)
    // Sorted: the same build gives the same function code, so no needless CloudFront update.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(routes);
}

/**
 * The CloudFront viewer-request function (JavaScript runtime 1.0): a path with a file extension is a file;
 * any other is a route, which gets its prerendered page when it has one (with or without a trailing slash)
 * and the SPA's index.html otherwise (protected routes, /about's redirect, unknown paths).
 */
export function viewerRequestCode(routes: Record<string, string>): string {
  return [
    `var PAGES = ${JSON.stringify(routes)};`,
    'function handler(event) {',
    '  var r = event.request;',
    "  if (r.uri.indexOf('.') !== -1) { return r; }",
    "  var path = r.uri.length > 1 ? r.uri.replace(/\\/+$/, '') : r.uri;",
    "  r.uri = Object.prototype.hasOwnProperty.call(PAGES, path) ? PAGES[path] : '/index.html';",
    '  return r;',
    '}',
  ].join('\n');
}

export interface SiteProps {
  /** The built SPA (`web/dist`). */
  readonly assetsPath: string;
  readonly httpApi: IHttpApi;
  /** Sent to the API in `x-origin-verify` with every request, so that the API answers CloudFront only. */
  readonly originVerifyToken: string;
  readonly accessLogs: IBucket;
  readonly mediaBucket: IBucket;
  /** Written to `/config.json`; tokens are resolved at deploy time. */
  readonly config: SiteConfig;
}

/**
 * The SPA in a private bucket behind CloudFront (origin access control), `/api/*` routed to the HTTP
 * API through the same distribution (one origin, no CORS), and `/config.json` written by the stack.
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'site/',
      // The bucket holds only build output: it can go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const cognitoEndpoint = `https://cognito-idp.${stack.region}.amazonaws.com`;
    const mediaOrigin = `https://${props.mediaBucket.bucketRegionalDomainName}`;
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and sonner set inline styles; no inline script is allowed.
      "style-src 'self' 'unsafe-inline'",
      // The analytics pixel is an image request to its provider, only when the operator configured one.
      `img-src 'self' data: blob: ${mediaOrigin}${props.config.analytics ? ` ${ANALYTICS_PIXEL_ORIGIN}` : ''}`,
      `media-src 'self' blob: ${mediaOrigin}`,
      "font-src 'self'",
      // The media origin: 'Disponible hors ligne' reads a story's pictures and narration to keep them on the device.
      `connect-src 'self' ${cognitoEndpoint} ${mediaOrigin}${props.config.oauthDomain ? ` https://${props.config.oauthDomain}` : ''}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');

    const securityHeadersBehavior = {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    };
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', { securityHeadersBehavior });
    // A family link's page shows a child's story and must never be indexed. Its HTML is the app shell, whose
    // robots meta exists only once the script runs; the header tells every crawler, script or not.
    const sharedStoryHeaders = new ResponseHeadersPolicy(this, 'SharedStoryHeaders', {
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [{ header: 'X-Robots-Tag', value: SHARED_STORY_ROBOTS, override: true }] },
    });

    // Paths without a file extension are routes: their prerendered page, or index.html and the router decides.
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(viewerRequestCode(prerenderedRoutes(props.assetsPath))),
    });

    const siteBehavior = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const apiDomain = `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Contes Magiques',
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: siteBehavior,
      additionalBehaviors: {
        // CloudFront picks the behavior by the viewer's path, before the fallback function rewrites it.
        [`${SHARED_STORY_PATH_PREFIX}*`]: { ...siteBehavior, responseHeadersPolicy: sharedStoryHeaders },
        '/api/*': {
          // CloudFront replaces any viewer's header of this name with its own.
          origin: new HttpOrigin(apiDomain, { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyToken } }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The product serves French-speaking families wherever they live; no country is to be blocked.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason: 'AWS WAF is a per-month cost left to the operator; the API is throttled at its stage and every data route needs a Cognito JWT.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'The default *.cloudfront.net certificate cannot pin TLS 1.2; an operator adding a custom domain sets TLSv1.2_2021 with it.',
    });

    // Hashed assets are immutable; the entry points (index.html, the prerendered pages, sitemap.xml,
    // robots.txt) and config.json must be re-read on every visit.
    const assets = new BucketDeployment(this, 'Assets', {
      // Glob patterns match a file's name at any depth: pages/blog/index.html is an entry point too.
      sources: [Source.asset(props.assetsPath, { exclude: ENTRY_POINT_FILES })],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    new BucketDeployment(this, 'EntryPoints', {
      sources: [
        // Git's rules, because a glob '*' would drop the pages/ folder whole: everything out, every folder
        // back in, then the entry points.
        Source.asset(props.assetsPath, { ignoreMode: IgnoreMode.GIT, exclude: ['*', '!*/', ...ENTRY_POINT_FILES.map((file) => `!${file}`)] }),
        Source.jsonData('config.json', props.config),
      ],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      // The cache key is the URI the viewer-request function wrote: /blog is cached as /pages/blog/index.html.
      distributionPaths: ['/index.html', '/config.json', `/${PRERENDERED_FOLDER}/*`, '/sitemap.xml', '/robots.txt', '/sw.js', '/manifest.webmanifest'],
    }).node.addDependency(assets);

    acknowledgeBucketDeploymentFindings(this.bucket);

    // The local twin reads the same document from this output, tokens and all.
    new CfnOutput(this, SITE_CONFIG_OUTPUT, { value: stack.toJsonString(props.config) }).overrideLogicalId(SITE_CONFIG_OUTPUT);
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` }).overrideLogicalId('SiteUrl');
  }
}

/**
 * BucketDeployment's Lambda is a CDK singleton living at the stack's root. Its findings are
 * acknowledged there, one precise finding at a time, rather than for the whole stack.
 */
function acknowledgeBucketDeploymentFindings(siteBucket: Bucket): void {
  const stack = Stack.of(siteBucket);
  const siteBucketArn = stack.resolve(siteBucket.bucketArn) as { 'Fn::GetAtt': [string, string] };
  const reason =
    'CDK-managed BucketDeployment handler: AWSLambdaBasicExecutionRole for its logs, and the S3 wildcards CDK grants to copy the built SPA from the CDK assets bucket into the site bucket.';
  // cdk-nag names the assets bucket with the literal account, region and partition once they are known.
  const literal = (value: string, placeholder: string) => (Token.isUnresolved(value) ? placeholder : value);
  const assetsBucket = `arn:${literal(stack.partition, '<AWS::Partition>')}:s3:::cdk-hnb659fds-assets-${literal(stack.account, '<AWS::AccountId>')}-${literal(stack.region, '<AWS::Region>')}/*`;
  const findings = [
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'AwsSolutions-IAM5[Action::s3:List*]',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    'AwsSolutions-IAM5[Action::s3:Abort*]',
    `AwsSolutions-IAM5[Resource::${assetsBucket}]`,
    `AwsSolutions-IAM5[Resource::<${siteBucketArn['Fn::GetAtt'][0]}.Arn>/*]`,
    // CloudFront invalidation has no resource-level permission.
    'AwsSolutions-IAM5[Resource::*]',
    // The handler's runtime is chosen by aws-cdk-lib and moves with its upgrades.
    'AwsSolutions-L1',
  ];
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    for (const id of findings) Validations.of(child).acknowledge({ id, reason });
  }
}
