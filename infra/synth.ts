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
  readonly outdir?: string;
}

/** Synthesizes the stack in-process: the one source of truth for AWS, the twin and the tests. */
export function synthesize(options: SynthOptions): { app: App; stack: ContesMagiquesStack; template: CloudFormationTemplate } {
  const { nag = false, bundle = false, outdir, ...stackProps } = options;
  const app = new App({
    ...(outdir ? { outdir } : {}),
    context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new ContesMagiquesStack(app, 'ContesMagiques', stackProps);
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as CloudFormationTemplate;
  return { app, stack, template };
}
