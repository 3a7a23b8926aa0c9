import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, CfnFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { lambdaEsbuildOptions } from './lambda-bundling';
import { PROJECT_ROOT } from '../project-root';

/** Metadata key naming a function's source entry; the local twin imports the handler from it. */
export const ENTRY_METADATA_KEY = 'ContesMagiques:Entry';

export interface LambdaFunctionProps {
  /** The folder under `functions/`; the handler is `functions/<name>/handler.ts`. */
  readonly name: string;
  /** Another source file, relative to the project root (test stacks use it). */
  readonly entry?: string;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly environment?: Record<string, string>;
}

/** A Lambda of ours: Node.js 22 on arm64, bundled by the local esbuild (never Docker), JSON logs. */
export function createLambdaFunction(scope: Construct, props: LambdaFunctionProps): NodejsFunction {
  const id = toPascalCase(props.name);
  const entry = props.entry ?? join('functions', props.name, 'handler.ts');
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // An own role that may write to its own log group only, instead of the broad managed policy.
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, `${id}Function`, {
    role,
    entry: join(PROJECT_ROOT, entry),
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(10),
    loggingFormat: LoggingFormat.JSON,
    logGroup,
    environment: {
      POWERTOOLS_SERVICE_NAME: props.name,
      ...props.environment,
    },
    bundling: {
      minify: lambdaEsbuildOptions.minify,
      target: lambdaEsbuildOptions.target,
      format: OutputFormat.CJS,
      externalModules: [...lambdaEsbuildOptions.external],
      forceDockerBundling: false,
    },
  });
  // Written into the template, so the local twin finds the source of every function it runs.
  (fn.node.defaultChild as CfnFunction).addMetadata(ENTRY_METADATA_KEY, entry);
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime fixed by DESIGN and matched by the esbuild target and the local twin; moving to a newer runtime is a deliberate, tested change.',
  });
  return fn;
}

export function toPascalCase(name: string): string {
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
