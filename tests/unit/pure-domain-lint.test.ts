import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/project-root';

/** A file that reaches for the SDKs and the adapters, linted as if it sat in a given folder. */
const SDK_USER = [
  "import { S3Client } from '@aws-sdk/client-s3';",
  "import Stripe from 'stripe';",
  "import type { Context } from 'aws-lambda';",
  "import { Logger } from '@aws-lambda-powertools/logger';",
  'export const parts = [S3Client, Stripe, Logger] as const;',
  'export type LambdaContext = Context;',
  '',
].join('\n');

async function lintAt(path: string, source: string) {
  const eslint = new ESLint({ cwd: PROJECT_ROOT });
  const [result] = await eslint.lintText(source, { filePath: `${PROJECT_ROOT}/${path}` });
  return result!.messages;
}

describe('the pure domain (eslint.config.js, issue 29 item 2)', () => {
  it('should refuse the AWS SDK, Stripe, aws-lambda and Powertools in functions/core/ and let an adapter hold them', async () => {
    // Arrange: the same file in the domain and in an adapter
    const inCore = 'functions/core/payments/new-gateway.ts';
    const inAdapter = 'functions/adapters/payments/new-gateway.ts';

    // Act
    const coreMessages = await lintAt(inCore, SDK_USER);
    const adapterMessages = await lintAt(inAdapter, SDK_USER);

    // Assert
    const refusals = coreMessages.filter((message) => message.ruleId === 'no-restricted-imports');
    expect(refusals.map((message) => message.line)).toEqual([1, 2, 3, 4]);
    expect(refusals[0]!.message).toContain('functions/adapters/');
    expect(adapterMessages).toEqual([]);
  }, 60_000);

  it('should refuse an import of an adapter from the domain, by path or by alias, and of a handler from an adapter', async () => {
    // Arrange
    const coreToAdapter = "import { dynamoDocumentClient } from '../../adapters/aws-clients';\nexport const client = dynamoDocumentClient;\n";
    const coreToAdapterByAlias = "import { dynamoDocumentClient } from '#adapters/aws-clients';\nexport const client = dynamoDocumentClient;\n";
    const adapterToHandler = "import { handler } from '../../stories/handler';\nexport const entry = handler;\n";
    const infraToCore = "import { DomainError } from '#core/errors';\nexport const error = DomainError;\n";

    // Act
    const core = await lintAt('functions/core/stories/new-use-case.ts', coreToAdapter);
    const coreByAlias = await lintAt('functions/core/stories/new-use-case.ts', coreToAdapterByAlias);
    const adapter = await lintAt('functions/adapters/stories/new-repository.ts', adapterToHandler);
    const infra = await lintAt('infra/constructs/new-construct.ts', infraToCore);
    const handler = await lintAt('functions/stories/new-handler.ts', coreToAdapterByAlias);

    // Assert
    for (const refused of [core, coreByAlias, adapter, infra]) expect(refused.map((message) => message.ruleId)).toEqual(['backend-layers/boundaries']);
    expect(handler).toEqual([]);
  }, 60_000);
});
