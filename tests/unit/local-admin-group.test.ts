import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLocalAdmin, listLocalAdmins, LocalAdminGroupError, removeLocalAdmin } from '../../infra/local/admin-group';
import { ENGINE_STATE_FILE } from '../../infra/local/engine/engine';

/**
 * `npm run admin` on a stopped twin: no endpoints file, so no network; the pool file cognito-local keeps is
 * edited as cognito-local writes it (users by user name, groups with their `members`). The running twin's path
 * (AdminAddUserToGroup) is exercised by the e2e journeys through e2e/support/admins.ts.
 */
const POOL_ID = 'local_pool1';

let dataDir: string;
const poolFile = () => join(dataDir, 'cognito', 'db', `${POOL_ID}.json`);
const members = () => (JSON.parse(readFileSync(poolFile(), 'utf8')) as { Groups: { admins: { members?: string[] } } }).Groups.admins.members;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'contes-admin-group-'));
  writeFileSync(join(dataDir, ENGINE_STATE_FILE), JSON.stringify({ cognito: { userPools: { AuthUserPool: POOL_ID }, clients: {} } }));
  mkdirSync(join(dataDir, 'cognito', 'db'), { recursive: true });
  const user = (username: string, email: string) => ({ Username: username, Attributes: [{ Name: 'sub', Value: username }, { Name: 'email', Value: email }] });
  writeFileSync(
    poolFile(),
    JSON.stringify({
      Users: { 'uuid-camille': user('uuid-camille', 'camille@example.fr'), 'uuid-lea': user('uuid-lea', 'lea@example.fr') },
      Groups: { admins: { GroupName: 'admins', UserPoolId: POOL_ID } },
      Options: { Id: POOL_ID },
    }),
  );
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local admins group on a stopped twin', () => {
  it("should add a parent by e-mail under their user name, once, then list them by e-mail", async () => {
    // Act
    const first = await addLocalAdmin(dataDir, 'camille@example.fr');
    const again = await addLocalAdmin(dataDir, 'Camille@Example.fr');
    const listed = await listLocalAdmins(dataDir);

    // Assert
    expect([first, again]).toEqual(['added', 'unchanged']);
    expect(members()).toEqual(['uuid-camille']);
    expect(listed).toEqual(['camille@example.fr']);
  });

  it('should remove a member and leave the others', async () => {
    // Arrange
    await addLocalAdmin(dataDir, 'camille@example.fr');
    await addLocalAdmin(dataDir, 'lea@example.fr');

    // Act
    const removed = await removeLocalAdmin(dataDir, 'camille@example.fr');
    const notThere = await removeLocalAdmin(dataDir, 'camille@example.fr');

    // Assert
    expect([removed, notThere]).toEqual(['removed', 'unchanged']);
    expect(members()).toEqual(['uuid-lea']);
  });

  it('should say in French what is missing: an unknown address, or a twin that never started', async () => {
    // Arrange
    const neverStarted = join(dataDir, 'empty');

    // Act
    const unknown = addLocalAdmin(dataDir, 'nobody@example.fr');
    const noPool = listLocalAdmins(neverStarted);

    // Assert
    await expect(unknown).rejects.toThrow(new LocalAdminGroupError('Aucun compte local pour nobody@example.fr.'));
    await expect(noPool).rejects.toBeInstanceOf(LocalAdminGroupError);
    await expect(noPool).rejects.toThrow(/démarrez le jumeau une première fois \(npm start\)/);
  });
});
