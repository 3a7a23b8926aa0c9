import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ContesMagiquesStack, type ContesMagiquesStackProps } from './stack';

export type CloudFormationTemplate = {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
};

export interface SynthOptions extends Partial<ContesMagiquesStackProps> {
  readonly siteAssetsPath: string;
  /** Run cdk-nag's AwsSolutions pack (the deploy does). */
  readonly nag?: boolean;
  /** Bundle the Lambdas with esbuild (the deploy does; the twin and template tests do not need it). */
  readonly bundle?: boolean;
  /** Where the cloud assembly goes (kept). Without it, a scratch folder removed once the template is read. */
  readonly outdir?: string;
  /** CDK context entries, as `-c key=value` gives them (infra/deploy-config.ts reads them, in twin mode without `config`). */
  readonly context?: Readonly<Record<string, unknown>>;
}

/** Synthesizes the stack in-process: the one source of truth for AWS, the twin and the tests. */
export function synthesize(options: SynthOptions): { app: App; stack: ContesMagiquesStack; template: CloudFormationTemplate } {
  const { nag = false, bundle = false, outdir, context = {}, ...stackProps } = options;
  // Each synth writes a ~22 MB cloud assembly; CDK's default place is a new folder of the system temp
  // folder that nobody removes, so a test run would leave dozens behind.
  const scratch = outdir === undefined ? mkdtempSync(join(tmpdir(), 'contes-synth-')) : undefined;
  try {
    const app = new App({ outdir: outdir ?? scratch, context: { ...context, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) } });
    const stack = new ContesMagiquesStack(app, 'ContesMagiques', stackProps);
    if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const assembly = app.synth();
    // Read now: the artifact reads its template file lazily, and the scratch folder goes below.
    const template = assembly.getStackByName(stack.stackName).template as CloudFormationTemplate;
    return { app, stack, template };
  } finally {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  }
}
