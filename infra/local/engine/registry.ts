import type { ApiGatewayMessages } from './api-gateway';
import type { CognitoMailFallback } from './cognito';
import type { LateBoundInvoker } from './lambda-runtime';
import type { LoopbackMessages } from './loopback';
import type { MailSink } from './mail-sink';
import type { StateMachineRunOptions } from './step-functions';
import type { CloudFormationTemplate, TokenResolver } from './template';

/**
 * The engine's registry: one entry per CloudFormation resource type it runs. An entry reads its
 * resources from the template (`extract`), starts or creates them on this machine (`provision`), and
 * says what a `Ref` or `Fn::GetAtt` of one of them means locally (`resolve`). Running a new AWS
 * service (SES, SQS…) is one more entry; nothing else in the engine names a service.
 */

/**
 * When an entry is provisioned. Entries of one stage start together, after the stage before.
 * - `emulators`: services that hold data or identities (tables, buckets, user pools; queues, e-mail);
 * - `functions`: what runs code or makes calls with the template's tokens, which may name any
 *   emulator's resource (the Lambda runtime, SDK-call custom resources);
 * - `integrations`: what invokes functions (state machines, the HTTP API).
 */
export const PROVISIONING_STAGES = ['emulators', 'functions', 'integrations'] as const;
export type ProvisioningStage = (typeof PROVISIONING_STAGES)[number];

export interface ResourceReference {
  logicalId: string;
  /** The `Fn::GetAtt` attribute; undefined for a `Ref`. */
  attribute: string | undefined;
}

/** What `provision` gives back: the entry's handle, which later entries and the product read. */
export interface Provisioned<Handle> {
  handle: Handle;
  /** Where the emulator listens, for tools on this machine. */
  endpoint?: string;
  /**
   * Variables for the functions run in this process, set as soon as the entry is provisioned (the AWS
   * SDK finds an emulator through its own `AWS_ENDPOINT_URL_…` variables); undefined removes a variable.
   */
  environment?: Record<string, string | undefined>;
  /**
   * Called once the whole engine has started (every entry provisioned, every endpoint in the environment):
   * what may call any emulator, as a schedule's first run does, starts here and not in `provision`.
   */
  started?: () => void;
}

/** An entry that only says what its resources mean locally (they run inside another entry's emulator, or nowhere). */
export interface ResolvedResourceType {
  resolve(reference: ResourceReference, context: EngineContext): string;
}

/** An entry that runs its resources on this machine. Methods, not properties: the registry holds entries of any descriptor and handle. */
export interface ProvisionedResourceType<Descriptor, Handle> {
  stage: ProvisioningStage;
  extract(template: CloudFormationTemplate, options: EngineOptions): Descriptor[];
  /** Called once, even for no descriptor (an emulator some tool expects may still start); stops what it started through `context.onStop`. */
  provision(context: EngineContext, descriptors: Descriptor[]): Promise<Provisioned<Handle>>;
  resolve?(reference: ResourceReference, context: EngineContext): string;
}

export type ResourceType<Descriptor = unknown, Handle = unknown> = ResolvedResourceType | ProvisionedResourceType<Descriptor, Handle>;

/** Keyed by CloudFormation resource type, e.g. `AWS::DynamoDB::Table`. */
export type ResourceRegistry = Readonly<Record<string, ResourceType>>;

export function isProvisioned(entry: ResourceType): entry is ProvisionedResourceType<unknown, unknown> {
  return 'provision' in entry;
}

/** The texts the engine's servers answer themselves. The product words them; the defaults are AWS's own. */
export interface EngineMessages {
  api: ApiGatewayMessages;
  loopback: LoopbackMessages;
  cognitoMail: CognitoMailFallback;
}

export interface EngineOptions {
  /** Where the emulators keep their data (and the engine its state across restarts). */
  dataDir: string;
  /** Keep DynamoDB in memory (tests). */
  inMemory?: boolean;
  /** The origins of the pages that may call the emulators from a browser: the only CORS origins. */
  allowedOrigins: readonly string[];
  /** Where the functions' sources are: the template names each entry file under `entryMetadataKey` in its metadata. */
  functionSources: { root: string; entryMetadataKey: string };
  /** What `AWS::StackName` means; a template that names it without this option fails to start. */
  stackName?: string;
  /** The `host:port` the site is served at locally: what a distribution's `DomainName` means. */
  siteDomain?: string;
  /** Where the e-mails the emulated services would send go. */
  mailbox: MailSink;
  /**
   * Variables every function of the template gets on top of (or instead of) its own, as a deployment
   * tool's overrides would; undefined removes one (a variable that means something only on AWS).
   */
  functionEnvironment?: Readonly<Record<string, string | undefined>>;
  messages?: Partial<EngineMessages>;
  stepFunctions?: StateMachineRunOptions;
  log?: (line: string) => void;
}

/** What an entry's `provision` and `resolve` are given. */
export interface EngineContext {
  readonly template: CloudFormationTemplate;
  readonly options: EngineOptions;
  readonly messages: EngineMessages;
  /** What one token means locally, through the registry's entries. */
  readonly resolver: TokenResolver;
  /** A template value with every intrinsic function resolved. */
  resolve(value: unknown): unknown;
  /** The handle of the entry for `type`; fails clearly when that entry is not provisioned yet. */
  handle<Handle>(type: string): Handle;
  /** How an emulator runs one of the template's functions (Cognito's triggers); bound by the functions stage. */
  readonly functions: LateBoundInvoker;
  /** Called when the engine stops (or fails to start), in the reverse order of registration. */
  onStop(stop: () => Promise<unknown>): void;
  /** A value kept across restarts in the data folder, e.g. the ids an emulator generated. */
  loadState<Value>(key: string): Value | undefined;
  saveState(key: string, value: unknown): void;
  log(line: string): void;
}
