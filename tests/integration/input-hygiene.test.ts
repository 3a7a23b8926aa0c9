import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditSummarySchema, type CreditSummary } from '#shared/credits';
import { ENV } from '#shared/environment';
import { profileSchema, PROFILE_MESSAGES, type Profile } from '#shared/profiles';
import { STORY_MESSAGES } from '#shared/stories';
import { LEDGER_SK_PREFIX } from '#shared/tables';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { LEA } from '../fixtures/profiles';

/**
 * Input hygiene (issue 11, part 5), through the API: a text made of invisible characters is refused as
 * empty with the field's French message, before the Moderator and before any credit.
 */

const CHOICES = {
  mainCharacter: 'un robot qui apprend à rire',
  setting: 'une station spatiale',
  scenario: 'retrouver une étoile tombée du ciel',
  emotions: ['la joie'],
  values: ["l'amitié"],
};

const ZERO_WIDTH_ONLY = '\u200B\u200C\u200D\u2060\uFEFF';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function creditsOf(parent: SignedInParent): Promise<CreditSummary> {
  return creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());
}

/** Everything of the parent's partition in a table (stories, or the account's ledger entries). */
async function itemsOf(parent: SignedInParent, table: string, skPrefix?: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: boundName(table),
      KeyConditionExpression: skPrefix ? 'userId = :userId AND begins_with(sk, :prefix)' : 'userId = :userId',
      ExpressionAttributeValues: { ':userId': parent.sub, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('input hygiene through the API (local twin)', () => {
  let parent: SignedInParent;
  let profile: Profile;

  beforeAll(async () => {
    parent = await signUpAndSignIn();
    profile = profileSchema.parse(await (await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(LEA) })).json());
  });

  it.each([
    ['scenario', { scenario: ZERO_WIDTH_ONLY }, STORY_MESSAGES.scenarioRequired],
    ['main character', { mainCharacter: `\u202E${ZERO_WIDTH_ONLY}\u0000` }, STORY_MESSAGES.mainCharacterRequired],
    ['emotion', { emotions: [ZERO_WIDTH_ONLY] }, STORY_MESSAGES.emotionRequired],
  ])('should refuse a zero-width-only %s with a French 400 and spend no credit', async (_field, change, message) => {
    // Arrange
    const creditsBefore = await creditsOf(parent);
    const ledgerBefore = await itemsOf(parent, ENV.accountsTable, LEDGER_SK_PREFIX);

    // Act
    const response = await api('/api/stories', { method: 'POST', token: parent.idToken, ...json({ profileId: profile.id, ...CHOICES, ...change }) });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await creditsOf(parent)).toEqual(creditsBefore);
    expect(creditsBefore.storiesLeft).toBe(1);
    expect(await itemsOf(parent, ENV.storiesTable)).toEqual([]);
    expect(await itemsOf(parent, ENV.accountsTable, LEDGER_SK_PREFIX)).toEqual(ledgerBefore);
  });

  it('should refuse a profile whose name is only invisible characters, and store a cleaned one', async () => {
    // Act
    const invisible = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json({ ...LEA, name: ZERO_WIDTH_ONLY }) });
    const cleaned = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json({ ...LEA, name: '\u202ELe\u0301a\u200B ', favoriteHobby: '\u0007le vélo\uFEFF' }) });

    // Assert
    expect(invisible.status).toBe(400);
    expect(await invisible.json()).toEqual({ message: PROFILE_MESSAGES.nameRequired });
    expect(cleaned.status).toBe(201);
    expect(await cleaned.json()).toMatchObject({ name: 'Léa', favoriteHobby: 'le vélo' });
  });
});
