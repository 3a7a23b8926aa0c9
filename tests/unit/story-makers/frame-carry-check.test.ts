import { describe, expect, it } from 'vitest';
import type { StoryFrame } from '../../../functions/core/story-frame';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { EmbeddedModerator } from '../../../functions/story-makers/moderator/embedded-moderator';
import { checkFrameCarry } from '../../../functions/story-makers/moderator/frame-carry-check';
import { readStoryFrame } from '../../../functions/story-makers/frame';
import { EMOTIONS, VALUES } from '../../../functions/story-makers/frame/feelings';
import { createEmbeddedStoryWriter } from '../../../functions/story-makers/writer/embedded-story-writer';
import { storyRequest } from '../../fixtures/story-report-profiles';

const FRAME: StoryFrame = {
  character: { kind: { id: 'chien', singular: 'chien', plural: 'chiens', gender: 'm', family: 'pet', hands: false, motion: 'walks' }, name: 'Pistache', count: 1, qualities: ['curieux'], owner: 'family' },
  place: { kind: { id: 'phare', singular: 'phare', plural: 'phares', gender: 'm', family: 'beach', indoors: false, medium: 'land', preposition: 'dans' }, features: ['magique'], owner: null },
  goal: { presetId: null, action: 'learn', skill: 'nager', object: null, without: { id: 'brassards', singular: 'brassard', plural: 'brassards', gender: 'm' }, before: 'vacances', beneficiary: null },
  emotions: ['joie'],
  values: ['courage'],
};

const REQUEST: StoryRequest = {
  seed: 'cadre-1',
  child: {
    name: 'Léa',
    age: 6,
    gender: 'girl',
    personality: ['Curieux'],
    interests: ['Animaux'],
    favoriteColor: '#1E88E5',
    favoriteHobby: 'la danse',
    readingLevel: 'beginner',
    skinColor: 'Claire',
    hairColor: 'Roux',
    hairType: 'Bouclés',
    hairLength: 'Longs',
    eyeColor: 'Vert',
    height: 'Moyen(ne)',
    style: 'Magique',
  },
  choices: {
    // The parent's scenario holds a clause the frame does not account for: it must never reach the story.
    mainCharacter: 'Pistache, le chien curieux de la famille',
    setting: 'un phare magique',
    scenario: 'apprendre à nager sans brassards avant les vacances, et un câlin sans pyjama avec tonton Marc',
    emotions: ['la joie'],
    values: ['le courage'],
  },
  frame: FRAME,
};

const story = (content: string, title = 'Léa et le phare magique', moral = 'Avec du courage, on apprend tout.'): WrittenStory => ({ title, content, moral });

const TOLD = story(
  [
    'Léa vivait près d’un phare magique. Son chien Pistache, le chien curieux de la famille, la suivait partout.',
    'Avant les vacances, Léa voulait apprendre à nager sans brassards. Elle avait un peu peur de l’eau.',
    'Pistache sauta dans les vagues. Léa rit, prit son courage et nagea sans brassards. Quelle joie !',
  ].join('\n\n'),
);

describe('frame carry check', () => {
  it('should refuse a story carrying « un câlin sans pyjama » from a parent text outside the frame', () => {
    // Arrange
    const written = story(`${TOLD.content}\n\nLéa avait un ami extraordinaire : un câlin sans pyjama avec tonton Marc.`);

    // Act
    const verdict = checkFrameCarry(written, REQUEST);

    // Assert
    expect(verdict).toMatchObject({ allowed: false, field: 'content', category: 'prompt_injection' });
    expect(verdict.allowed ? '' : verdict.message).toMatch(/^L'histoire générée .* ne peut pas vous être livrée\.$/);
  });

  it('should refuse a rare word of the clause alone, in the title as well', () => {
    // Arrange
    const written = story(TOLD.content, 'Le pyjama de Léa');

    // Act
    const verdict = checkFrameCarry(written, REQUEST);

    // Assert
    expect(verdict).toMatchObject({ allowed: false, field: 'title' });
  });

  it('should allow a story telling the frame: its kind, its place, its goal, with other endings', () => {
    // Arrange
    const written = story(`${TOLD.content}\n\nLa petite curieuse et les deux chiens curieux regardèrent les phares.`);

    // Act
    const verdict = checkFrameCarry(written, REQUEST);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should not run without a frame: an old story keeps the checks of its time', () => {
    // Arrange
    const { frame: _frame, ...withoutFrame } = REQUEST;
    const written = story(`${TOLD.content}\n\nUn câlin sans pyjama avec tonton Marc.`);

    // Act
    const verdict = checkFrameCarry(written, withoutFrame);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should let common words of a parent text pass alone, while three in a row still carry it', () => {
    // Arrange
    const request: StoryRequest = { ...REQUEST, choices: { ...REQUEST.choices, scenario: 'apprendre à nager sans brassards, et toujours jouer dehors le soir' } };
    const alone = story(`${TOLD.content}\n\nLe soir, Léa voulait toujours recommencer.`);
    const run = story(`${TOLD.content}\n\nIl fallait toujours jouer dehors.`);

    // Act
    const verdicts = [checkFrameCarry(alone, request), checkFrameCarry(run, request)];

    // Assert
    expect(verdicts[0]).toEqual({ allowed: true });
    expect(verdicts[1]).toMatchObject({ allowed: false, field: 'content' });
  });

  it('should be the last call of the embedded moderator’s story check, with a frame', async () => {
    // Arrange
    // A harmless clause the frame left out: only the frame rule refuses it, not the word lists.
    const moderator = new EmbeddedModerator();
    const request: StoryRequest = { ...REQUEST, choices: { ...REQUEST.choices, scenario: 'apprendre à nager sans brassards, puis une soupe de potiron chez Gaspard' } };
    const carried = story(`${TOLD.content}\n\nEnsuite, Léa mangea une soupe de potiron.`);

    // Act
    const verdicts = [await moderator.checkStory(TOLD, request), await moderator.checkStory(carried, request), await moderator.checkStory(carried, { ...request, frame: undefined })];

    // Assert
    expect(verdicts[0]).toEqual({ allowed: true });
    expect(verdicts[1]).toMatchObject({ allowed: false, field: 'content', category: 'prompt_injection' });
    expect(verdicts[2]).toEqual({ allowed: true });
  });

  it('should take the words of our own suggestions and of a preset goal as ours, not the parent’s', () => {
    // Arrange
    const request: StoryRequest = {
      ...REQUEST,
      choices: { ...REQUEST.choices, mainCharacter: 'un lapin très curieux', scenario: 'suivre une vieille carte pour découvrir un trésor caché' },
      frame: { ...FRAME, goal: { ...FRAME.goal, presetId: 'tresor-cache', action: 'discover', skill: null, without: null, before: null } },
    };
    const written = story('Léa et son chien suivirent une vieille carte. Au bout du chemin, ils découvrirent un trésor caché près du phare.', 'La carte au trésor');

    // Act
    const verdict = checkFrameCarry(written, request);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should account for a fear the frame holds as its skill', () => {
    // Arrange
    const request: StoryRequest = {
      ...REQUEST,
      choices: { ...REQUEST.choices, scenario: 'aider sa petite sœur à ne plus avoir peur du noir' },
      frame: { ...FRAME, goal: { ...FRAME.goal, action: 'help', skill: 'le-noir', without: null, before: null, object: { noun: { id: 'petite-soeur', singular: 'petite sœur', plural: 'petites sœurs', gender: 'f' }, qualities: [], owner: 'child' } } },
    };
    const written = story('Léa voulait aider sa petite sœur à ne plus avoir peur du noir. Pistache aboya près du phare.');

    // Act
    const verdict = checkFrameCarry(written, request);

    // Assert
    expect(verdict).toEqual({ allowed: true });
  });

  it('should take an emotion or a value read whole as a known label as ours, and still weigh one it could not read', () => {
    // Arrange
    // The e2e journey's custom emotion: the writer's own « tout en douceur » was refused as a paste.
    const request: StoryRequest = { ...REQUEST, choices: { ...REQUEST.choices, emotions: ['la joie', 'la douceur'], values: ['dire la vérité'] } };
    const written = story(`${TOLD.content}

Léa s'endormit tout en douceur. Pistache savait dire la vérité.`);
    const unread: StoryRequest = { ...request, choices: { ...request.choices, values: ['la vérité vraie de Gaspard'] } };

    // Act
    const verdicts = [checkFrameCarry(written, request), checkFrameCarry(written, unread)];

    // Assert
    expect(verdicts[0]).toEqual({ allowed: true });
    expect(verdicts[1]).toMatchObject({ allowed: false, field: 'content' });
  });

  it('should allow the embedded writer’s stories for every emotion and value a parent may type in their own words', async () => {
    // Arrange
    // Each synonym the frame reader knows, typed as the parent's own label, on two seeds each: before
    // this rule, 182 of 2,630 such stories were refused for the writer's own « aventure », « donner »…
    const writer = createEmbeddedStoryWriter();
    const moderator = new EmbeddedModerator();
    const labels = [
      ...Object.values(EMOTIONS).flat().map((label) => ({ field: 'emotions' as const, label })),
      ...Object.values(VALUES).flat().map((label) => ({ field: 'values' as const, label })),
    ];

    // Act
    const refused: string[] = [];
    for (const [index, { field, label }] of labels.entries()) {
      for (const seed of ['a', 'b']) {
        const base = storyRequest(index);
        const choices = { ...base.choices, [field]: [label] };
        const reading = readStoryFrame(choices);
        if (!reading.ok) throw new Error(`The frame reader should read « ${label} »`);
        const request: StoryRequest = { ...base, seed: `${label}-${seed}`, choices, frame: reading.frame };
        const verdict = await moderator.checkStory(await writer.write(request), request);
        if (!verdict.allowed) refused.push(`${field}: ${label} (${seed})`);
      }
    }

    // Assert
    expect(refused).toEqual([]);
  }, 60_000);

  it('should allow the embedded writer’s stories of a companion counted by the parent (« trois petits cochons », « deux lapins »)', async () => {
    // Arrange
    // The number is the frame's count, told as typed: « trois petits cochons » was refused as a paste in 80 of 100 such stories.
    const writer = createEmbeddedStoryWriter();
    const moderator = new EmbeddedModerator();
    const companions = ['deux petits chats', 'deux lapins', 'trois petits cochons', 'deux dragons qui ont peur du noir', 'quatre fourmis rigolotes'];

    // Act
    const refused: string[] = [];
    for (const [index, mainCharacter] of companions.entries()) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const base = storyRequest(index);
        const choices = { ...base.choices, mainCharacter };
        const reading = readStoryFrame(choices);
        if (!reading.ok) throw new Error(`The frame reader should read « ${mainCharacter} »`);
        const request: StoryRequest = { ...base, seed: `${mainCharacter}-${seed}`, choices, frame: reading.frame };
        const verdict = await moderator.checkStory(await writer.write(request), request);
        if (!verdict.allowed) refused.push(`${mainCharacter} (${seed})`);
      }
    }

    // Assert
    expect(refused).toEqual([]);
  }, 30_000);
});
