import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMINS_GROUP } from '#shared/auth';
import { ENGINE_STATE_FILE } from './engine/engine';
import { LOCAL_REGION } from './engine/template';
import { TWIN_ENDPOINTS_FILE } from './twin';

/**
 * Who belongs to the `admins` group of the local twin's Cognito, for `npm run admin` and the e2e helper
 * (e2e/support/admins.ts): one code path for both.
 *
 * cognito-local keeps a pool in `<dataDir>/cognito/db/<poolId>.json` (the pool id is in the twin's state
 * file) and, while the twin runs, holds that file in memory and rewrites it on every change: an edit of
 * the file under a running twin would be lost. So a running twin (its Cognito endpoint, from the endpoints
 * file, answers for this pool) is asked through AdminAddUserToGroup / AdminRemoveUserFromGroup /
 * ListUsersInGroup, as one would ask AWS; a stopped twin has its pool file edited, and reads it at start.
 *
 * Tokens carry `cognito:groups` from the moment they are minted: after a change, the parent must sign in
 * again, or their session refresh its tokens, before the API sees the new membership.
 */

export type AdminGroupChange = 'added' | 'removed' | 'unchanged';

export class LocalAdminGroupError extends Error {
  override readonly name = 'LocalAdminGroupError';
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export async function addLocalAdmin(dataDir: string, email: string): Promise<AdminGroupChange> {
  return withPool(dataDir, {
    running: async (client, userPoolId) => {
      const before = await runningMembers(client, userPoolId);
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMINS_GROUP }));
      return before.some((member) => sameEmail(member.email, email)) ? 'unchanged' : 'added';
    },
    stopped: (pool) => {
      const user = userByEmail(pool, email);
      const group = adminsGroupOf(pool);
      const members = group.members ?? [];
      if (members.includes(user.Username)) return 'unchanged';
      group.members = [...members, user.Username];
      group.LastModifiedDate = new Date().toISOString();
      return 'added';
    },
  });
}

export async function removeLocalAdmin(dataDir: string, email: string): Promise<AdminGroupChange> {
  return withPool(dataDir, {
    running: async (client, userPoolId) => {
      const before = await runningMembers(client, userPoolId);
      await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMINS_GROUP }));
      return before.some((member) => sameEmail(member.email, email)) ? 'removed' : 'unchanged';
    },
    stopped: (pool) => {
      const user = userByEmail(pool, email);
      const group = adminsGroupOf(pool);
      const members = group.members ?? [];
      if (!members.includes(user.Username)) return 'unchanged';
      group.members = members.filter((member) => member !== user.Username);
      group.LastModifiedDate = new Date().toISOString();
      return 'removed';
    },
  });
}

/** The e-mail addresses (or, failing one, the user names) of the group's members, sorted. */
export async function listLocalAdmins(dataDir: string): Promise<string[]> {
  const members = await withPool(dataDir, {
    running: async (client, userPoolId) => (await runningMembers(client, userPoolId)).map((member) => member.email ?? member.username),
    stopped: (pool) =>
      (adminsGroupOf(pool).members ?? []).map((username) => {
        const user = pool.Users?.[username];
        return user ? (emailOf(user) ?? username) : username;
      }),
    readOnly: true,
  });
  return members.sort((a, b) => a.localeCompare(b));
}

// --- the pool file, as cognito-local's StormDB store writes it ----------------------------------------------

interface StoredUser {
  Username: string;
  Attributes?: { Name: string; Value?: string }[];
}
interface StoredGroup {
  GroupName: string;
  members?: string[];
  LastModifiedDate?: string;
}
interface StoredPool {
  Users?: Record<string, StoredUser>;
  Groups?: Record<string, StoredGroup>;
}

interface PoolAccess<Result> {
  running(client: CognitoIdentityProviderClient, userPoolId: string): Promise<Result>;
  /** Changes `pool` in place (unless `readOnly`); the file is written back afterwards. */
  stopped(pool: StoredPool): Result;
  readOnly?: boolean;
}

async function withPool<Result>(dataDir: string, access: PoolAccess<Result>): Promise<Result> {
  const userPoolId = localUserPoolId(dataDir);
  const endpoint = cognitoEndpoint(dataDir);
  if (endpoint) {
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      // A stopped twin leaves its old endpoint in the file: a refused connection must fail at once, not after retries.
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
    });
    try {
      if (await answersFor(client, userPoolId)) return await access.running(client, userPoolId).catch(rethrowInFrench);
    } finally {
      client.destroy();
    }
  }
  const poolFile = join(dataDir, 'cognito', 'db', `${userPoolId}.json`);
  if (!existsSync(poolFile)) throw new LocalAdminGroupError(`Fichier du groupe d'utilisateurs introuvable : ${poolFile}`);
  const pool = JSON.parse(readFileSync(poolFile, 'utf8')) as StoredPool;
  const result = access.stopped(pool);
  if (!access.readOnly) {
    // Written beside, then renamed: a twin starting at that moment reads the old file or the new one, never half.
    const next = `${poolFile}.${process.pid}.tmp`;
    writeFileSync(next, JSON.stringify(pool, null, 2));
    renameSync(next, poolFile);
  }
  return result;
}

function localUserPoolId(dataDir: string): string {
  const statePath = join(dataDir, ENGINE_STATE_FILE);
  const noPool = `Aucun groupe d'utilisateurs local dans ${dataDir} : démarrez le jumeau une première fois (npm start).`;
  if (!existsSync(statePath)) throw new LocalAdminGroupError(noPool);
  const state = JSON.parse(readFileSync(statePath, 'utf8')) as { cognito?: { userPools?: Record<string, string> } };
  const poolIds = Object.values(state.cognito?.userPools ?? {});
  if (poolIds.length === 0) throw new LocalAdminGroupError(noPool);
  if (poolIds.length > 1) throw new LocalAdminGroupError(`Plusieurs groupes d'utilisateurs locaux (${poolIds.join(', ')}) : lequel choisir ?`);
  return poolIds[0]!;
}

function cognitoEndpoint(dataDir: string): string | undefined {
  const path = join(dataDir, TWIN_ENDPOINTS_FILE);
  if (!existsSync(path)) return undefined;
  return (JSON.parse(readFileSync(path, 'utf8')) as { endpoints?: { cognito?: string } }).endpoints?.cognito;
}

/** True when a Cognito listens at the client's endpoint and knows this pool (not another twin's on a reused port). */
async function answersFor(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch {
    return false;
  }
}

async function runningMembers(client: CognitoIdentityProviderClient, userPoolId: string): Promise<{ username: string; email: string | undefined }[]> {
  const { Users = [] } = await client.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: ADMINS_GROUP }));
  return Users.map((user) => ({ username: user.Username ?? '', email: emailOf(user) }));
}

function adminsGroupOf(pool: StoredPool): StoredGroup {
  const group = pool.Groups?.[ADMINS_GROUP];
  if (!group) throw new LocalAdminGroupError(`Le groupe « ${ADMINS_GROUP} » n'existe pas dans le groupe d'utilisateurs local.`);
  return group;
}

function userByEmail(pool: StoredPool, email: string): StoredUser {
  const user = Object.values(pool.Users ?? {}).find((candidate) => sameEmail(emailOf(candidate), email));
  if (!user) throw new LocalAdminGroupError(`Aucun compte local pour ${email}.`);
  return user;
}

const emailOf = (user: { Attributes?: { Name?: string; Value?: string }[] }): string | undefined =>
  user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;

const sameEmail = (a: string | undefined, b: string): boolean => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function rethrowInFrench(error: unknown): never {
  const name = error instanceof Error ? error.name : '';
  if (name === 'UserNotFoundException') throw new LocalAdminGroupError('Aucun compte local pour cette adresse.');
  if (name === 'ResourceNotFoundException') throw new LocalAdminGroupError(`Le groupe « ${ADMINS_GROUP} » n'existe pas dans le groupe d'utilisateurs local.`);
  throw error;
}
