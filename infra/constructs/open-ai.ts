import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ENV } from '#shared/environment';

/**
 * OpenAI for the four story makers, configured by CDK context (read by infra/deploy-config.ts):
 * `npx cdk deploy -c openAiSecretName=contes/openai [-c openAiTextModel=… -c openAiImageModel=… -c openAiSpeechModel=… -c openAiBaseUrl=…]`.
 * The key itself lives in Secrets Manager (a plain-text secret); only its name is given here. Without
 * it the embedded story makers are used: the product works with no key at all.
 */
export interface OpenAiContext {
  readonly secretName: string;
  readonly textModel?: string;
  readonly imageModel?: string;
  readonly speechModel?: string;
  readonly moderationModel?: string;
  readonly baseUrl?: string;
}

/** Binds the OpenAI settings to the functions that run story makers: read access and variables together. */
export class OpenAiSettings extends Construct {
  readonly secret: ISecret | undefined;

  constructor(
    scope: Construct,
    id: string,
    private readonly context: OpenAiContext | undefined,
  ) {
    super(scope, id);
    this.secret = context ? Secret.fromSecretNameV2(this, 'ApiKey', context.secretName) : undefined;
  }

  bind(fn: LambdaFunction & IGrantable): void {
    if (!this.secret || !this.context) return;
    this.secret.grantRead(fn);
    fn.addEnvironment(ENV.openAiApiKeySecretArn, this.secret.secretArn);
    const variables: [string, string | undefined][] = [
      [ENV.openAiTextModel, this.context.textModel],
      [ENV.openAiImageModel, this.context.imageModel],
      [ENV.openAiSpeechModel, this.context.speechModel],
      [ENV.openAiModerationModel, this.context.moderationModel],
      [ENV.openAiBaseUrl, this.context.baseUrl],
    ];
    for (const [name, value] of variables) if (value) fn.addEnvironment(name, value);
  }
}
