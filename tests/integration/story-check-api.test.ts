import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { creditSummarySchema, type CreditSummary } from '#shared/credits';
import { ENV } from '#shared/environment';
import { profileSchema, type Profile } from '#shared/profiles';
import { checkStoryFieldsResponseSchema, MAIN_CHARACTER_SUGGESTIONS, type CheckStoryFieldsResponse } from '#shared/stories';
import { TOM } from '../fixtures/profiles';
import { boundName, documents } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

/** A being no vocabulary knows: the writer could only paste it. */
const UNREADABLE = 'un grozblutch ventripotent';

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const postCheck = (parent: SignedInParent, body: unknown) => api('/api/stories/check', { method: 'POST', token: parent.idToken, ...json(body) });

async function check(parent: SignedInParent, body: unknown): Promise<CheckStoryFieldsResponse> {
  const response = await postCheck(parent, body);
  expect(response.status).toBe(200);
  return checkStoryFieldsResponseSchema.parse(await response.json());
}

async function credits(parent: SignedInParent): Promise<CreditSummary> {
  return creditSummarySchema.parse(await (await api('/api/me/credits', { token: parent.idToken })).json());
}

async function storiesOf(parent: SignedInParent) {
  const { Items = [] } = await documents().send(
    new QueryCommand({ TableName: boundName(ENV.storiesTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': parent.sub } }),
  );
  return Items;
}

describe('POST /api/stories/check (issue 25): a wizard step’s texts, understood or declined before any credit', () => {
  it('should answer no declines for texts the writer understands', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const answer = await check(parent, { mainCharacter: MAIN_CHARACTER_SUGGESTIONS[2], setting: 'la forêt enchantée', emotions: ['la joie'], values: ["l'amitié"] });

    // Assert
    expect(answer).toEqual({ declines: [] });
  });

  it('should decline an unreadable character with a French message and two or three suggestions, spending and storing nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const before = await credits(parent);

    // Act
    const answer = await check(parent, { mainCharacter: UNREADABLE, setting: 'la forêt enchantée' });

    // Assert
    expect(answer.declines).toHaveLength(1);
    const [decline] = answer.declines;
    expect(decline!.field).toBe('mainCharacter');
    expect(decline!.message).toMatch(/[a-zà-ÿ]/i);
    expect(decline!.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(decline!.suggestions.length).toBeLessThanOrEqual(3);
    // Each suggestion is one the writer understands: choosing it passes the same check.
    for (const suggestion of decline!.suggestions) expect(await check(parent, { mainCharacter: suggestion })).toEqual({ declines: [] });
    expect(await credits(parent)).toEqual(before);
    expect(await storiesOf(parent)).toEqual([]);
  });

  it("should decline a text the Moderator refuses with its French message naming the field, and the wizard's own suggestions", async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const answer = await check(parent, { mainCharacter: 'un pirate qui dit va te faire foutre' });

    // Assert
    expect(answer.declines).toEqual([
      expect.objectContaining({ field: 'mainCharacter', message: expect.stringMatching(/Personnage principal/), notUnderstood: [] }),
    ]);
    expect(answer.declines[0]!.suggestions.every((suggestion) => (MAIN_CHARACTER_SUGGESTIONS as readonly string[]).includes(suggestion))).toBe(true);
  });

  it('should answer 400 in French to a malformed body, and 401 without a session', async () => {
    // Arrange
    const parent = await signUpAndSignIn();

    // Act
    const tooLong = await postCheck(parent, { scenario: 'a'.repeat(201) });
    const wrongType = await postCheck(parent, { emotions: 'la joie' });
    const anonymous = await api('/api/stories/check', { method: 'POST', ...json({ mainCharacter: 'un robot' }) });

    // Assert
    expect([tooLong.status, wrongType.status, anonymous.status]).toEqual([400, 400, 401]);
    expect(await tooLong.json()).toEqual({ message: 'Chaque description doit faire au plus 200 caractères' });
    expect(await wrongType.json()).toEqual({ message: "Veuillez sélectionner au moins une émotion pour l'histoire" });
  });
});

describe('POST /api/stories with a text the writer cannot tell', () => {
  it('should answer 400 naming the field with the same message as the check, and spend and store nothing', async () => {
    // Arrange
    const parent = await signUpAndSignIn();
    const profile = profileSchema.parse(await (await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(TOM) })).json()) as Profile;
    const before = await credits(parent);
    const [declined] = (await check(parent, { mainCharacter: UNREADABLE })).declines;

    // Act
    const response = await api('/api/stories', {
      method: 'POST',
      token: parent.idToken,
      ...json({ profileId: profile.id, mainCharacter: UNREADABLE, setting: 'la forêt enchantée', scenario: 'retrouver une étoile tombée du ciel et la ramener chez elle', emotions: ['la joie'], values: ["l'amitié"] }),
    });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: declined!.message, field: 'mainCharacter' });
    expect(await credits(parent)).toEqual(before);
    expect(await storiesOf(parent)).toEqual([]);
  });
});
