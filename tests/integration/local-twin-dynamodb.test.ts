import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { intoNamespace, namespaceFor, startDynamoDb, type LocalDynamoDb } from '../../infra/local/engine/dynamodb';
import { FOREIGN_HOST_STATUS, LOOPBACK_ADDRESS, loopbackOrigins } from '../../infra/local/engine/loopback';

/** A ListTables call as the SDK would make it, sent with any Host header (a DNS-rebinding page's). */
function listTablesNaming(endpoint: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(endpoint);
  const body = '{}';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: '/',
        method: 'POST',
        agent: false,
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.ListTables',
          authorization: 'AWS4-HMAC-SHA256 Credential=any/20261206/eu-west-3/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const clientOf = (endpoint: string, accessKeyId = 'local') =>
  new DynamoDBClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId, secretAccessKey: 'local' } });

describe('the shared twin’s DynamoDB endpoint', () => {
  it('should answer 421 in French, and list no table, to a request naming another host', async () => {
    // Arrange
    const endpoint = inject('dynamodbEndpoint');

    // Act
    const response = await listTablesNaming(endpoint, `evil.example:${new URL(endpoint).port}`);

    // Assert
    expect(response.status).toBe(FOREIGN_HOST_STATUS);
    expect(response.body).toContain('Adresse non reconnue');
    expect(response.body).not.toContain('TableNames');
  });

  it('should answer the twin’s own clients, whatever key id they sign with', async () => {
    // Arrange
    const endpoint = inject('dynamodbEndpoint');
    const [functionsClient, testsClient] = [clientOf(endpoint, 'S3RVER'), clientOf(endpoint, 'local')];

    // Act
    const [seenByFunctions, seenByTests] = await Promise.all([functionsClient.send(new ListTablesCommand({})), testsClient.send(new ListTablesCommand({}))]);
    functionsClient.destroy();
    testsClient.destroy();

    // Assert
    expect(seenByFunctions.TableNames?.length).toBeGreaterThan(0);
    expect(seenByTests.TableNames).toEqual(seenByFunctions.TableNames);
  });
});

describe('DynamoDB Local behind its loopback proxy, on a data folder of its own', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'contes-dynamodb-'));
  let dynamo: LocalDynamoDb | undefined;
  afterAll(async () => {
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should keep the twin’s tables from a request reaching the jar’s own port, and keep them across a restart', async () => {
    // Arrange
    dynamo = await startDynamoDb({ dataDir, corsOrigins: loopbackOrigins(3000) });
    await dynamo.client.send(
      new CreateTableCommand({
        TableName: 'Stories',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );

    // Act: the jar listens on every interface; a page that found its port names its own host.
    const direct = await listTablesNaming(`http://${LOOPBACK_ADDRESS}:${dynamo.backendPort}`, `evil.example:${dynamo.backendPort}`);
    await dynamo.stop();
    dynamo = await startDynamoDb({ dataDir, corsOrigins: loopbackOrigins(3000) });
    const afterRestart = await dynamo.client.send(new ListTablesCommand({}));

    // Assert
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.body)).toEqual({ TableNames: [] });
    expect(afterRestart.TableNames).toEqual(['Stories']);
    // Two starts of the JVM: about 5 s on an idle machine, 25 s each at a load average of 24.
  }, 150_000);
});

describe('the twin’s namespace in DynamoDB Local', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'contes-dynamodb-namespace-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('should keep one unguessable key id per data folder, readable by its owner only', () => {
    // Arrange
    const [one, other] = [newFolder(), newFolder()];

    // Act
    const first = namespaceFor(one);
    const again = namespaceFor(one);
    const elsewhere = namespaceFor(other);

    // Assert
    expect(again).toEqual(first);
    expect(first.accessKeyId).toMatch(/^twin[0-9a-f]{32}$/);
    expect(elsewhere.accessKeyId).not.toBe(first.accessKeyId);
    expect(statSync(join(one, 'twin-namespace')).mode & 0o077).toBe(0);
  });

  it('should keep the tables of a folder written when the twin shared one database', () => {
    // Arrange
    const folder = newFolder();
    writeFileSync(join(folder, 'shared-local-instance.db'), 'the tables');

    // Act
    const { accessKeyId, region } = namespaceFor(folder);

    // Assert
    expect(readFileSync(join(folder, `${accessKeyId}_${region}.db`), 'utf8')).toBe('the tables');
    expect(existsSync(join(folder, 'shared-local-instance.db'))).toBe(false);
  });

  it('should put any key id and region of a signed request into the namespace, the signature’s date kept', () => {
    // Arrange
    const header = 'AWS4-HMAC-SHA256 Credential=S3RVER/20261206/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc';

    // Act
    const moved = intoNamespace(header, { accessKeyId: 'twinabc', region: 'eu-west-3' });

    // Assert
    expect(moved).toBe('AWS4-HMAC-SHA256 Credential=twinabc/20261206/eu-west-3/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc');
  });
});
