import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERSONALITY_TRAITS } from '../../../shared/profiles';
import { SEEDED_SCENARIOS } from '../../../shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, MAX_TAG_LENGTH, SETTING_SUGGESTIONS, VALUE_SUGGESTIONS } from '../../../shared/stories';
import { createEmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';
import { TOM } from '../../fixtures/profiles';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { StoryFrameUnreadError } from '../../../functions/story-makers/writer/frame-words';

/**
 * The output check (`checkStory`): the written story with rules of its own. The embedded writer's
 * ordinary stories must all pass; the stories it writes from harmful texts, fed to it directly
 * (as if the input check had missed them), must be refused.
 */

const moderator = createEmbeddedModerator();
const writer = createEmbeddedStoryWriter();
const SLOW = 120_000;

interface Entry {
  text: string;
  family: string;
}

function readSet(name: string): Entry[] {
  const path = fileURLToPath(new URL(`../../fixtures/moderation/${name}`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as Entry[];
}

const CHILD_NAMES = ['Léa', 'Mohamed', 'Nour', 'Inès', 'Kevin', 'Chen', 'Aïcha', 'Dick', 'Tom', 'Jade', 'Noé', 'Lina', 'Hugo', 'Emma'];
const HOBBIES = ['', 'construire des cabanes', 'le foot', 'dessiner des dragons', 'jouer du piano', 'faire du vélo', 'la danse', 'les jeux vidéo'];
const READING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

const pick = <T>(list: readonly T[], index: number, stride: number): T => list[(index * stride + Math.floor(index / list.length)) % list.length]!;

/** Varied ordinary requests: every seeded scenario (as typed title or description), the wizard's suggestions, profiles of every age. */
function ordinaryRequest(index: number): StoryRequest {
  const scenario = pick(SEEDED_SCENARIOS, index, 5);
  return {
    seed: `ordinary-${index}`,
    child: {
      ...SAMPLE_STORY_REQUEST.child,
      name: pick(CHILD_NAMES, index, 3),
      age: 4 + (index % 7),
      gender: index % 2 === 0 ? 'girl' : 'boy',
      readingLevel: READING_LEVELS[index % 3]!,
      favoriteHobby: pick(HOBBIES, index, 5),
      personality: [pick(PERSONALITY_TRAITS, index, 1).value, pick(PERSONALITY_TRAITS, index, 7).value],
    },
    choices: {
      mainCharacter: pick(MAIN_CHARACTER_SUGGESTIONS, index, 1),
      setting: pick(SETTING_SUGGESTIONS, index, 5),
      scenario: index % 2 === 0 ? scenario.description : scenario.title,
      emotions: [pick(EMOTION_SUGGESTIONS, index, 3), pick(EMOTION_SUGGESTIONS, index, 11)],
      values: [pick(VALUE_SUGGESTIONS, index, 7)],
    },
  };
}

type Slot = 'mainCharacter' | 'setting' | 'scenario' | 'emotions' | 'values' | 'favoriteHobby';
const SLOTS: readonly Slot[] = ['mainCharacter', 'setting', 'scenario', 'emotions', 'values', 'favoriteHobby'];

/** The sample request with one text put in one field (the fields a text fits in, in turn). */
function requestWith(text: string, index: number): StoryRequest {
  const fitting = SLOTS.filter((slot) => (slot === 'emotions' || slot === 'values' ? text.length <= MAX_TAG_LENGTH : true));
  const slot = fitting[index % fitting.length]!;
  const request: StoryRequest = structuredClone({ ...SAMPLE_STORY_REQUEST, seed: `fed-${index}` });
  if (slot === 'favoriteHobby') request.child.favoriteHobby = text;
  else if (slot === 'emotions' || slot === 'values') request.choices[slot] = [text];
  else request.choices[slot] = text;
  return request;
}

interface Outcome {
  entry: Entry;
  /** No story: the text could not become a frame (issue 25), so creation declines it before any writing. */
  declined: boolean;
  storyRefused: boolean;
  inputRefused: boolean;
}

async function feed(entries: readonly Entry[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [index, entry] of entries.entries()) {
    const request = requestWith(entry.text, index);
    const input = await moderator.check([{ field: 'scenario', text: entry.text }]);
    let story: WrittenStory;
    try {
      story = await writer.write(request);
    } catch (error) {
      if (!(error instanceof StoryFrameUnreadError)) throw error;
      outcomes.push({ entry, declined: true, storyRefused: false, inputRefused: !input.allowed });
      continue;
    }
    const output = await moderator.checkStory(story, request);
    outcomes.push({ entry, declined: false, storyRefused: !output.allowed, inputRefused: !input.allowed });
  }
  return outcomes;
}

/** A story not delivered: refused by the story check, or never written because its text was declined as no frame. */
const notDelivered = (outcome: Outcome): boolean => outcome.storyRefused || outcome.declined;

const rate = (count: number, total: number) => `${((count / Math.max(1, total)) * 100).toFixed(1)} % (${count}/${total})`;

describe('checkStory: the embedded writer’s ordinary stories', () => {
  it(
    'should refuse none of 280 ordinary stories (every seeded scenario, the wizard’s suggestions, varied profiles)',
    async () => {
      // Arrange
      const requests = Array.from({ length: 280 }, (_, index) => ordinaryRequest(index));

      // Act
      const refusals: string[] = [];
      for (const request of requests) {
        const verdict = await moderator.checkStory(await writer.write(request), request);
        if (!verdict.allowed) refusals.push(`${request.seed} (${verdict.category}, ${verdict.field})`);
      }

      // Assert
      console.log(`checkStory, ordinary stories refused: ${rate(refusals.length, requests.length)}`);
      expect(refusals).toEqual([]);
    },
    SLOW,
  );
});

describe('checkStory: stories written from harmful texts', () => {
  it(
    'should refuse at least 95 % of the stories the writer makes from the red team’s harmful texts',
    async () => {
      // Arrange
      const entries = readSet('red-team-harmful.json');

      // Act
      const outcomes = await feed(entries);
      const refused = outcomes.filter(notDelivered).length;
      const passedInput = outcomes.filter((outcome) => !outcome.inputRefused);
      const caughtAfter = passedInput.filter(notDelivered).length;

      // Assert
      console.log(
        `checkStory, stories from harmful texts refused or declined: ${rate(refused, outcomes.length)} (declined as no frame: ${outcomes.filter((outcome) => outcome.declined).length}); of those the input check passed: ${rate(caughtAfter, passedInput.length)}`,
      );
      for (const outcome of outcomes) if (!notDelivered(outcome)) console.log(`  story delivered (${outcome.entry.family}): ${outcome.entry.text}`);
      expect(refused / outcomes.length).toBeGreaterThanOrEqual(0.95);
    },
    SLOW,
  );

  it(
    'should refuse at least 95 % of the stories made from texts that harm the child by name, which the input check cannot tell',
    async () => {
      // Arrange
      const entries = readSet('red-team-story-only.json');

      // Act
      const outcomes = await feed(entries);
      const refused = outcomes.filter(notDelivered).length;
      const passedInput = outcomes.filter((outcome) => !outcome.inputRefused);
      const caughtAfter = passedInput.filter(notDelivered).length;

      // Assert
      console.log(
        `checkStory, harm to the child by name: ${rate(refused, outcomes.length)} refused or declined; the input check passed ${passedInput.length}, the output check refused or the frame declined ${caughtAfter} of them`,
      );
      for (const outcome of outcomes) if (!notDelivered(outcome)) console.log(`  story delivered (${outcome.entry.family}): ${outcome.entry.text}`);
      expect(refused / outcomes.length).toBeGreaterThanOrEqual(0.95);
      expect(caughtAfter).toBe(passedInput.length);
    },
    SLOW,
  );

  it(
    'should deliver at least 95 % of the stories the writer makes from the red team’s harmless texts',
    async () => {
      // Arrange
      const entries = readSet('red-team-harmless.json');

      // Act
      const outcomes = await feed(entries);
      // A text the frame declines is the frame reader's matter (its own tests): the story check is measured on the stories written.
      const written = outcomes.filter((outcome) => !outcome.declined);
      const refused = written.filter((outcome) => outcome.storyRefused);

      // Assert
      console.log(`checkStory, stories from harmless texts refused: ${rate(refused.length, written.length)} (${outcomes.length - written.length} texts declined as no frame, not written)`);
      for (const { entry } of refused) console.log(`  refused (${entry.family}): ${entry.text}`);
      expect(written.length).toBeGreaterThan(0);
      expect(refused.length / written.length).toBeLessThanOrEqual(0.05);
    },
    SLOW,
  );
});

describe('checkStory: its own rules', () => {
  const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, seed: 'rules' };
  const story = (content: string, title = 'Léa et le petit dragon', moral = 'L’amitié rend plus fort.'): WrittenStory => ({ title, content, moral });

  it.each([
    'Le monstre enferma Léa dans la tour.',
    'Léa fut enlevée par un inconnu.',
    'Le méchant frappa Léa.',
    'Léa mourut au bout du chemin.',
    'La sorcière abandonna la petite fille dans la forêt.',
    'Léa se fit kidnapper à la sortie de l’école.',
  ])('should refuse a plot that states harm done to the child: %j', async (sentence) => {
    // Arrange
    const written = story(`Il était une fois Léa, une petite fille de six ans.\n\n${sentence} Puis le soleil se leva.`);

    // Act
    const verdict = await moderator.checkStory(written, request);

    // Assert
    expect(verdict).toMatchObject({ allowed: false, field: 'content', category: 'violence' });
    if (verdict.allowed) throw new Error('expected a refusal');
    expect(verdict.message).toMatch(/^L'histoire générée .* : elle ne peut pas vous être livrée\.$/);
  });

  it.each([
    'Léa frappa trois petits coups à la porte.',
    'Léa enferma ses jouets dans le coffre.',
    'Le vent enleva le chapeau de Léa.',
    'Léa était morte de rire.',
    'Papi est parti au ciel, et Léa pense à lui chaque soir.',
  ])('should deliver an ordinary sentence about the child: %j', async (sentence) => {
    // Arrange
    const written = story(`Il était une fois Léa, une petite fille de six ans. ${sentence}`);

    // Act
    const verdict = await moderator.checkStory(written, request);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should refuse a sentence that carries a parent’s text a stricter rule refuses, and deliver the same words from the writer', async () => {
    // Arrange: the input check lets "le voisin et Léa gardent le secret" through; a story sentence carrying it is refused.
    const scenario = 'le voisin et Léa gardent le secret';
    const withParentText: StoryRequest = { ...request, choices: { ...request.choices, scenario } };
    const sentence = 'Sur un petit papier, quelqu’un avait écrit : « Le voisin et Léa gardent le secret. »';

    // Act
    const input = await moderator.check([{ field: 'scenario', text: scenario }]);
    const carried = await moderator.checkStory(story(sentence), withParentText);
    const notCarried = await moderator.checkStory(story(sentence), request);

    // Assert
    expect(input).toEqual({ allowed: true });
    expect(carried).toMatchObject({ allowed: false, field: 'content', category: 'grooming' });
    expect(notCarried).toEqual({ allowed: true });
  });

  it('should end a sentence at « ! »: the sentence after one carrying the parent’s hobby is the writer’s own', async () => {
    // Arrange: a CI run met this story refused. "Le football !" carries the hobby, and the next sentence was read
    // with it, so "battre le cœur du petit garçon" counted as a blow to the child in a parent's sentence.
    const withHobby: StoryRequest = { ...request, child: { ...request.child, favoriteHobby: 'le football' } };
    const written = story('Son loisir préféré ? Le football ! Une couleur faisait battre le cœur du petit garçon plus que les autres.');
    const oneSentence = story('Le football faisait battre le cœur du petit garçon plus que les autres.');

    // Act
    const verdict = await moderator.checkStory(written, withHobby);
    const carried = await moderator.checkStory(oneSentence, withHobby);

    // Assert: the strict rule still reads the parent's own sentence
    expect(verdict).toEqual({ allowed: true });
    expect(carried).toMatchObject({ allowed: false, category: 'violence' });
  });

  it('should deliver a torn hull and a game in the dark, and still refuse a torn body and a child called « le noir »', async () => {
    // Arrange: the storm's whole telling and the night game's lines (1,000 stories met them refused as violence and hate)
    const withNightGame: StoryRequest = { ...request, choices: { ...request.choices, scenario: 'découvrir que les bruits de la nuit sont des amis qui jouent' } };
    const hull = story("Léa passa la main sur la coque : on sentait le bord du trou, tout déchiqueté.");
    const dark = story("Les bruits de la nuit, c'étaient des petits robots de nuit, des amis qui jouaient à la balle dans le noir.");
    const body = story('Le loup déchiqueta le petit lapin.');
    const group = 'On ne joue pas avec le noir de la classe, il est sale';

    // Act
    const verdicts = await Promise.all([moderator.checkStory(hull, request), moderator.checkStory(dark, withNightGame)]);
    const refused = await Promise.all([moderator.checkStory(body, request), moderator.check([{ field: 'scenario', text: group }])]);

    // Assert
    expect(verdicts).toEqual([{ allowed: true }, { allowed: true }]);
    expect(refused).toMatchObject([{ allowed: false, category: 'violence' }, { allowed: false, category: 'hate' }]);
  });

  it('should deliver the story the CI run met refused (Tom, a robot learning to laugh, a space station)', async () => {
    // Arrange: the integration tests' profile and choices, with the story id the pipeline used as its seed
    const tom: StoryRequest = {
      seed: '01M8BP9TTVTB6XQ03VCGMQ0Y29',
      child: {
        name: TOM.name,
        age: TOM.age,
        gender: TOM.gender,
        personality: TOM.personality,
        interests: TOM.interests,
        favoriteColor: TOM.favoriteColor,
        favoriteHobby: TOM.favoriteHobby,
        readingLevel: TOM.readingLevel,
        skinColor: TOM.skinColor,
        hairColor: TOM.hairColor,
        hairType: TOM.hairType,
        hairLength: TOM.hairLength,
        eyeColor: TOM.eyeColor,
        height: TOM.height,
        style: TOM.style,
      },
      choices: { mainCharacter: 'un robot qui apprend à rire', setting: 'une station spatiale', scenario: 'retrouver une étoile', emotions: ['la joie'], values: ["l'amitié"] },
    };

    // Act
    const written = await writer.write(tom);
    const verdict = await moderator.checkStory(written, tom);

    // The sentences that tripped the check, which the writer's portrait no longer tells since stop 40 (the hobby and
    // the colour are told as acts now): checked as the writer once wrote them, after this seed's story.
    const asOnce = { ...written, content: `${written.content}\n\nLe football\u202f! Une couleur faisait battre le cœur de ${TOM.name} : le bleu.` };

    // Assert
    expect(verdict).toEqual({ allowed: true });
    expect(await moderator.checkStory(asOnce, tom)).toEqual({ allowed: true });
    // After « … faisait le robot. Il ne s'arrêtait plus de rire. », the child is named again, not « Il »
    // (issue 25: the writer tells the frame now, so that sentence comes with another seed; the whole tellings
    // of the star moved it again, and the child is now named by a noun of his own; the seed moved with stop 40's frame lines,
    // and again with session 41's (the portrait's lines without invented interests, the morals that name the outcome):
    // seed 000005 no longer tells that sentence, 000066 told it until stop 43's companion lines (no stock trouble in the problem), 001018 tells it now).
    const pronouns = { ...tom, seed: '01M8BP9TTVTB6XQ03VCG001018' };
    const second = await writer.write(pronouns);
    expect(second.content).toContain("Il ne s'arrêtait plus de rire. Le petit garçon rit de bon cœur.");
    expect(await moderator.checkStory(second, pronouns)).toEqual({ allowed: true });
  });

  it('should not read the writer’s own promises around an adult companion as the parent’s', async () => {
    // Arrange: "Monsieur Paul" is the parent's; the promise is the writer's template.
    const withAdult: StoryRequest = { ...request, choices: { ...request.choices, mainCharacter: 'Monsieur Paul' } };
    const written = story('Monsieur Paul jura de ne rien dire à personne, et Léa fit la même promesse.');

    // Act
    const verdict = await moderator.checkStory(written, withAdult);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should check the parent’s texts together: what no field says alone', async () => {
    // Arrange: each field passes the input check on its own.
    const together: StoryRequest = {
      ...request,
      choices: { ...request.choices, mainCharacter: 'un monsieur inconnu', setting: 'sa camionnette', scenario: 'offrir des bonbons aux enfants' },
    };
    const inputs = [together.choices.mainCharacter, together.choices.setting, together.choices.scenario].map((text) => ({ field: 'scenario', text }));

    // Act
    const input = await moderator.check(inputs);
    const output = await moderator.checkStory(story('Léa joua dans le jardin.'), together);

    // Assert
    expect(input).toEqual({ allowed: true });
    expect(output).toMatchObject({ allowed: false, field: 'content', category: 'grooming' });
  });

  it('should let a child named with a listed word (Dick) have stories', async () => {
    // Arrange
    const dick: StoryRequest = { ...request, child: { ...request.child, name: 'Dick', gender: 'boy' } };
    const written = await writer.write(dick);

    // Act
    const verdict = await moderator.checkStory(written, dick);

    // Assert
    expect(written.content).toContain('Dick');
    expect(verdict).toEqual({ allowed: true });
  });

  it('should report the word lists and personal data in the part where they are, title and moral included', async () => {
    // Arrange
    const written = story('Léa joua dans le jardin.', 'Léa et le pistolet', 'Appelle-moi au 06 12 34 56 78.');

    // Act
    const verdict = await moderator.checkStory(written, request);

    // Assert
    expect(verdict).toMatchObject({ allowed: false, field: 'title', category: 'violence' });
  });
});

describe('embedded moderator: a hungry companion is no starved child', () => {
  const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, child: { ...SAMPLE_STORY_REQUEST.child, name: 'Chloé' } };
  const story = (content: string): WrittenStory => ({ title: 'Un livre pour Chloé', content, moral: 'On partage son goûter.' });

  it.each(['Chloé avait un phoque affamé.', 'Le dragon affamé suivait Chloé jusqu’à la cuisine.'])('should allow %j, the frame’s « un phoque affamé » told beside the child', async (content) => {
    // Act
    const verdict = await moderator.checkStory(story(content), request);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it.each(['La sorcière affame Chloé.', 'Chloé est affamée par sa belle-mère.', 'La marâtre a affamé la petite fille.'])('should still refuse a child starved: %j', async (content) => {
    // Act
    const verdict = await moderator.checkStory(story(content), request);

    // Assert
    expect(verdict).toMatchObject({ allowed: false, category: 'violence' });
  });
});
