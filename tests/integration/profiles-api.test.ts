import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#shared/environment';
import { storyMediaKeys } from '#shared/media';
import { profileSchema, type Profile, type ProfileInput } from '#shared/profiles';
import { boundName, documents, storage } from './support/aws';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';

const LEA: ProfileInput = {
  name: 'Léa',
  age: 6,
  gender: 'girl',
  avatar: 'Rocket',
  favoriteColor: '#FFD700',
  skinColor: 'Métisse claire',
  hairColor: 'Arc-en-ciel',
  hairType: 'Bouclés',
  hairLength: 'Longs',
  eyeColor: 'Noisette',
  height: 'Petit(e)',
  style: 'Magique',
  favoriteHobby: 'Les cabanes',
  readingLevel: 'beginner',
  personality: ['Curieux', 'Courageux'],
  interests: ['Espace', 'Dinosaures'],
  theme: 'nature',
};

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function createProfile(parent: SignedInParent, input: ProfileInput = LEA): Promise<Profile> {
  const response = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(input) });
  expect(response.status).toBe(201);
  return profileSchema.parse(await response.json());
}

async function listProfiles(parent: SignedInParent): Promise<Profile[]> {
  return (await (await api('/api/profiles', { token: parent.idToken })).json()) as Profile[];
}

describe('the profiles API on the local twin', () => {
  let parent: SignedInParent;
  let otherParent: SignedInParent;

  beforeAll(async () => {
    [parent, otherParent] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
  });

  it('should create, list, read, replace and re-theme a profile in the caller\'s data', async () => {
    // Act
    const created = await createProfile(parent);
    const listed = await listProfiles(parent);
    const read = await (await api(`/api/profiles/${created.id}`, { token: parent.idToken })).json();
    const replaced = await api(`/api/profiles/${created.id}`, { method: 'PUT', token: parent.idToken, ...json({ ...LEA, age: 7, personality: ['Rêveur'] }) });
    const themed = await api(`/api/profiles/${created.id}/theme`, { method: 'PATCH', token: parent.idToken, ...json({ theme: 'ocean' }) });

    // Assert
    expect(created).toMatchObject({ ...LEA, id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
    expect(listed.map((profile) => profile.id)).toContain(created.id);
    expect(read).toEqual(created);
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ age: 7, personality: ['Rêveur'], theme: 'nature' });
    expect(await themed.json()).toMatchObject({ id: created.id, age: 7, theme: 'ocean' });
  });

  it.each([
    ['an age above 18', { age: 19 }, "L'âge doit être compris entre 1 et 18 ans"],
    ['a negative age', { age: -1 }, "L'âge doit être compris entre 1 et 18 ans"],
    ['an age in words', { age: 'six' }, "L'âge doit être un nombre valide"],
    ['an unknown hair colour', { hairColor: 'Vert fluo' }, "Cette valeur n'existe pas dans la liste proposée"],
    ['an unknown trait', { personality: ['Grognon'] }, "Cette valeur n'existe pas dans la liste proposée"],
    ['no interest', { interests: [] }, "Veuillez sélectionner au moins un centre d'intérêt"],
    ['a 10,000-character name', { name: 'A'.repeat(10_000) }, 'Le prénom ne peut pas dépasser 50 caractères'],
    ['a blank name', { name: '   ' }, 'Le nom est requis'],
    ['a name of zero-width spaces', { name: '\u200B\u200B\u200B' }, 'Le nom est requis'],
    ['a name that is a number', { name: 42 }, 'Le champ « Prénom » doit être un texte.'],
    ['a body that is null', null, "Le contenu envoyé n'a pas la forme attendue : un objet JSON était attendu."],
    ['a colour that is not hex', { favoriteColor: 'red' }, 'La couleur doit être un code hexadécimal comme #FFD700'],
  ])('should refuse %s with a French 400 and store nothing', async (_case, change, message) => {
    // Arrange
    const before = await listProfiles(parent);

    // Act
    const response = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(change === null ? null : { ...LEA, ...change }) });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await listProfiles(parent)).toHaveLength(before.length);
  });

  // The moderator's messages name the field once its labels know 'name' and 'favoriteHobby'; until then they start « Un des textes saisis ».
  const refusalNaming = (label: string) => new RegExp(`^(Le texte du champ « ${label} »|Un des textes saisis) .+`);

  it.each([
    ['name', { name: 'Merde' }, 'Prénom'],
    ['favourite hobby', { favoriteHobby: 'tuer des gens' }, 'Loisir préféré'],
  ])('should refuse a profile whose %s the Moderator refuses with a French 400, and store nothing', async (_field, change, label) => {
    // Arrange
    const before = await listProfiles(parent);

    // Act
    const response = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json({ ...LEA, ...change }) });

    // Assert
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toEqual({ message: expect.stringMatching(refusalNaming(label)), field: Object.keys(change)[0] });
    expect(await listProfiles(parent)).toHaveLength(before.length);
  });

  it('should refuse a change to a refused hobby and keep the stored profile, and still accept an ordinary change', async () => {
    // Arrange
    const profile = await createProfile(parent);

    // Act
    const refused = await api(`/api/profiles/${profile.id}`, { method: 'PUT', token: parent.idToken, ...json({ ...LEA, favoriteHobby: 'fumer du cannabis' }) });
    const unchanged = await (await api(`/api/profiles/${profile.id}`, { token: parent.idToken })).json();
    const accepted = await api(`/api/profiles/${profile.id}`, { method: 'PUT', token: parent.idToken, ...json({ ...LEA, name: "Anne-Sophie d'Orléans", favoriteHobby: "le tir à l'arc" }) });

    // Assert
    expect(refused.status).toBe(400);
    expect((await refused.json()) as { message: string }).toEqual({ message: expect.stringMatching(refusalNaming('Loisir préféré')), field: 'favoriteHobby' });
    expect(unchanged).toEqual(profile);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ id: profile.id, name: "Anne-Sophie d'Orléans", favoriteHobby: "le tir à l'arc" });
  });

  it('should refuse a body that is not JSON, or far too large, with a 400', async () => {
    // Act
    const broken = await api('/api/profiles', { method: 'POST', token: parent.idToken, body: '{"name":', headers: { 'content-type': 'application/json' } });
    const huge = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json({ ...LEA, favoriteHobby: 'x'.repeat(100_000) }) });

    // Assert
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "Le contenu envoyé n'est pas un JSON valide." });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({ message: 'Le contenu envoyé est trop volumineux.' });
  });

  it("should answer 404 to every call on another parent's profile, and change nothing", async () => {
    // Arrange
    const theirs = await createProfile(otherParent);
    const path = `/api/profiles/${theirs.id}`;

    // Act
    const responses = await Promise.all([
      api(path, { token: parent.idToken }),
      api(path, { method: 'PUT', token: parent.idToken, ...json({ ...LEA, name: 'Pirate' }) }),
      api(`${path}/theme`, { method: 'PATCH', token: parent.idToken, ...json({ theme: 'volcano' }) }),
      api(path, { method: 'DELETE', token: parent.idToken }),
    ]);

    // Assert
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Profil introuvable' });
    }
    expect(await (await api(path, { token: otherParent.idToken })).json()).toEqual(theirs);
    expect((await listProfiles(parent)).map((profile) => profile.id)).not.toContain(theirs.id);
  });

  it('should answer 404 to a malformed id and to an unknown one', async () => {
    // Act
    const malformed = await api('/api/profiles/not-an-id', { token: parent.idToken });
    const unknown = await api(`/api/profiles/${ulid()}`, { token: parent.idToken });

    // Assert
    expect([malformed.status, unknown.status]).toEqual([404, 404]);
  });

  it('should refuse an unknown theme', async () => {
    // Arrange
    const profile = await createProfile(parent);

    // Act
    const response = await api(`/api/profiles/${profile.id}/theme`, { method: 'PATCH', token: parent.idToken, ...json({ theme: 'disco' }) });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Ce thème n'existe pas" });
  });

  it("should delete a profile with its stories and their media, and leave the parent's other stories alone", async () => {
    // Arrange: two stories of the profile (with image and audio) and one of another profile.
    const [profile, sibling] = [await createProfile(parent), await createProfile(parent, { ...LEA, name: 'Noé', gender: 'boy' })];
    const db = documents();
    const s3 = storage();
    const storiesTable = boundName(ENV.storiesTable);
    const bucket = boundName(ENV.mediaBucket);
    const stories = [
      { storyId: ulid(), profileId: profile.id },
      { storyId: ulid(), profileId: profile.id },
      { storyId: ulid(), profileId: sibling.id },
    ];
    for (const story of stories) {
      await db.send(new PutCommand({ TableName: storiesTable, Item: { userId: parent.sub, ...story, title: 'Une histoire', status: 'completed' } }));
      for (const Key of storyMediaKeys(story.storyId)) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'media' }));
    }
    const exists = async (Key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
        () => true,
        () => false,
      );
    const storyExists = async (storyId: string) =>
      Boolean((await db.send(new GetCommand({ TableName: storiesTable, Key: { userId: parent.sub, storyId } }))).Item);

    // Act
    const response = await api(`/api/profiles/${profile.id}`, { method: 'DELETE', token: parent.idToken });

    // Assert
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deletedStories: 2 });
    expect((await api(`/api/profiles/${profile.id}`, { token: parent.idToken })).status).toBe(404);
    expect([await storyExists(stories[0]!.storyId), await storyExists(stories[1]!.storyId), await storyExists(stories[2]!.storyId)]).toEqual([false, false, true]);
    // Every key a story's media can have, the picture book's included.
    expect(await Promise.all(storyMediaKeys(stories[0]!.storyId).map(exists))).toEqual(storyMediaKeys(stories[0]!.storyId).map(() => false));
    expect(await Promise.all(storyMediaKeys(stories[2]!.storyId).map(exists))).toEqual(storyMediaKeys(stories[2]!.storyId).map(() => true));
  });

  it('should refuse every call without a token', async () => {
    // Act & Assert
    expect((await api('/api/profiles')).status).toBe(401);
    expect((await api('/api/profiles', { method: 'POST', ...json(LEA) })).status).toBe(401);
  });
});
