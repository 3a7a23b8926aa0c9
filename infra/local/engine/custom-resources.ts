import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as dynamodb from '@aws-sdk/client-dynamodb';
import { resolveValue, type TokenResolver } from './template';

/** The SDK call an AwsCustomResource makes, as CDK serialises it. */
interface SdkCall {
  service: string;
  action: string;
  parameters?: Record<string, unknown>;
}

type Command = new (input: unknown) => Parameters<DynamoDBClient['send']>[0];

/** One AwsCustomResource's create call, as the template holds it (possibly with tokens to resolve). */
export interface CustomSdkCall {
  logicalId: string;
  create: unknown;
}

/**
 * Runs the template's AwsCustomResource create calls against the twin's emulators, so data the stack
 * seeds (the predefined scenarios) exists locally exactly as deployed. Only the services the stack uses
 * are supported; another one fails loudly instead of being skipped.
 */
export async function runCustomSdkCalls(calls: CustomSdkCall[], resolver: TokenResolver, dynamo: DynamoDBClient): Promise<void> {
  for (const { logicalId, create } of calls) {
    const text = resolveValue(create, resolver);
    const call = (typeof text === 'string' ? JSON.parse(text) : text) as SdkCall;
    const service = call.service.replace(/^@aws-sdk\/client-/, '').toLowerCase();
    if (service !== 'dynamodb') throw new Error(`${logicalId}: the local twin cannot run ${call.service} calls`);
    const name = `${call.action[0]!.toUpperCase()}${call.action.slice(1)}Command`;
    const CommandClass = (dynamodb as unknown as Record<string, Command | undefined>)[name];
    if (!CommandClass) throw new Error(`${logicalId}: unknown DynamoDB action ${call.action}`);
    await dynamo.send(new CommandClass(call.parameters ?? {}));
  }
}
