import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { createEmbeddedStoryMakers } from '#story-makers/embedded-story-makers';
import type { StoryRequest } from '#core/story-makers-port';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { scenesToDraw } from '#core/stories/story-pictures';
import { DEFAULT_ILLUSTRATION_COUNT } from '#core/story-scenes';
import { profileInputSchema } from '#shared/profiles';

/**
 * `npm run story -- --name Léa --age 6 --gender girl --setting "la plage" --out /tmp/x`: writes the
 * text (story.md), pictures (illustration-1-opening.png …), narration (narration.mp3) and word timings
 * (timings.json) of one story made by the embedded story makers. Every field not given takes the sample's
 * value; lists are comma-separated (--personality Curieux,Courageux).
 */
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);
const { values: args } = parseArgs({
  options: {
    name: { type: 'string' },
    age: { type: 'string' },
    gender: { type: 'string' },
    personality: { type: 'string' },
    interests: { type: 'string' },
    'favorite-color': { type: 'string' },
    hobby: { type: 'string' },
    'reading-level': { type: 'string' },
    'skin-color': { type: 'string' },
    'hair-color': { type: 'string' },
    'hair-type': { type: 'string' },
    'hair-length': { type: 'string' },
    'eye-color': { type: 'string' },
    height: { type: 'string' },
    style: { type: 'string' },
    character: { type: 'string' },
    setting: { type: 'string' },
    scenario: { type: 'string' },
    emotions: { type: 'string' },
    values: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string', default: 'story-output' },
  },
});

const sample = SAMPLE_STORY_REQUEST;
// The profile part is validated by the API's own schema, so a typo in a list value is caught here too.
const child = profileInputSchema
  .pick({ name: true, age: true, gender: true, personality: true, interests: true, favoriteColor: true, favoriteHobby: true, readingLevel: true, skinColor: true, hairColor: true, hairType: true, hairLength: true, eyeColor: true, height: true, style: true })
  .safeParse({
    name: args.name ?? sample.child.name,
    age: args.age === undefined ? sample.child.age : Number(args.age),
    gender: args.gender ?? sample.child.gender,
    personality: list(args.personality) ?? sample.child.personality,
    interests: list(args.interests) ?? sample.child.interests,
    favoriteColor: args['favorite-color'] ?? sample.child.favoriteColor,
    favoriteHobby: args.hobby ?? sample.child.favoriteHobby,
    readingLevel: args['reading-level'] ?? sample.child.readingLevel,
    skinColor: args['skin-color'] ?? sample.child.skinColor,
    hairColor: args['hair-color'] ?? sample.child.hairColor,
    hairType: args['hair-type'] ?? sample.child.hairType,
    hairLength: args['hair-length'] ?? sample.child.hairLength,
    eyeColor: args['eye-color'] ?? sample.child.eyeColor,
    height: args.height ?? sample.child.height,
    style: args.style ?? sample.child.style,
  });
if (!child.success) {
  console.error(`Profil invalide : ${z.prettifyError(child.error)}`);
  process.exit(1);
}

const request: StoryRequest = {
  seed: args.seed ?? sample.seed,
  child: child.data,
  choices: {
    mainCharacter: args.character ?? sample.choices.mainCharacter,
    setting: args.setting ?? sample.choices.setting,
    scenario: args.scenario ?? sample.choices.scenario,
    emotions: list(args.emotions) ?? sample.choices.emotions,
    values: list(args.values) ?? sample.choices.values,
  },
};

const { writer, illustrator, narrator, moderator } = createEmbeddedStoryMakers();
const verdict = await moderator.check([
  { field: 'mainCharacter', text: request.choices.mainCharacter },
  { field: 'setting', text: request.choices.setting },
  { field: 'scenario', text: request.choices.scenario },
  ...request.choices.emotions.map((text) => ({ field: 'emotions', text })),
  ...request.choices.values.map((text) => ({ field: 'values', text })),
]);
if (!verdict.allowed) {
  console.error(verdict.message);
  process.exit(1);
}

const outDir = resolve(args.out);
mkdirSync(outDir, { recursive: true });
const story = await writer.write(request);
// The picture book, as the pipeline draws it: the writer's scenes, or scenes derived from the paragraphs.
const scenes = scenesToDraw(story, DEFAULT_ILLUSTRATION_COUNT);
const [pictures, narration] = await Promise.all([
  Promise.all(scenes.map(async (scene) => ({ moment: scene.moment, png: await illustrator.illustrate(request, scene) }))),
  narrator.narrate({ story, childAge: request.child.age, childGender: request.child.gender }),
]);
writeFileSync(join(outDir, 'story.md'), `# ${story.title}\n\n${story.content}\n\n**Morale de l'histoire :** ${story.moral}\n`);
pictures.forEach(({ moment, png }, index) => writeFileSync(join(outDir, `illustration-${index + 1}-${moment}.png`), png));
writeFileSync(join(outDir, 'narration.mp3'), narration.mp3);
writeFileSync(join(outDir, 'timings.json'), JSON.stringify(narration.words, null, 1));
const words = story.content.split(/\s+/).filter(Boolean).length;
console.log(`« ${story.title} » — ${words} mots, narration ${(narration.durationMs / 1000).toFixed(1)} s → ${outDir}`);
