import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { PROJECT_ROOT } from '../../infra/project-root';
import { FIELD_LABELS } from '#shared/french-errors';
import { API_MESSAGES } from '#shared/messages';
import { profileInputSchema, PROFILE_MESSAGES } from '#shared/profiles';
import { createStoryRequestSchema, STORY_MESSAGES } from '#shared/stories';
import { optionalText, requiredText } from '#shared/text-hygiene';
import { isFrench } from './french-text';
import { LEA } from '../fixtures/profiles';

/**
 * French everywhere (issue 11, part 4): every exported zod schema of shared/ (and every schema factory)
 * is fed wrong types, too long and empty values, and every message it gives must be French.
 */

type AnySchema = z.core.$ZodType;

const isSchema = (value: unknown): value is AnySchema => value instanceof z.core.$ZodType;

/** Schema factories of shared/, with the arguments they take. */
const FACTORIES: Record<string, AnySchema[]> = {
  requiredText: [requiredText({ required: 'Le champ est requis', max: { length: 5, message: 'Cinq caractères au plus' } })],
  optionalText: [optionalText({ max: { length: 5, message: 'Cinq caractères au plus' } })],
};

const WRONG_VALUES: readonly unknown[] = [undefined, null, [], 42, -1, 2.5, 'texte', '', true, {}, [42], [null], [{}], ['x'.repeat(5_000)], 'x'.repeat(100_000), Number.NaN];

/** The fields of an object schema (through refinements, which keep the shape); none for other schemas. */
function fieldsOf(schema: AnySchema): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Valid bodies, so that a wrong field meets every check that runs only on an otherwise valid object. */
const VALID_SAMPLES: Record<string, unknown>[] = [
  LEA,
  { ...LEA, age: '6' },
  { profileId: '01JC0000000000000000000000', mainCharacter: 'un dragon', setting: 'la forêt', scenario: 'une étoile', emotions: ['la joie'], values: ["l'amitié"] },
  { firstName: 'Camille', lastName: 'Durand', email: 'camille@example.fr', password: 'secret1', confirmPassword: 'secret1', currentPassword: 'ancien1', code: '123456' },
];

/** Every input a schema is fed: wrong top-level values, then each field wrong, too long or empty, alone and in a valid body. */
function inputsFor(schema: AnySchema): unknown[] {
  const inputs: unknown[] = [...WRONG_VALUES];
  for (const field of fieldsOf(schema)) {
    for (const value of WRONG_VALUES) {
      inputs.push({ [field]: value });
      for (const sample of VALID_SAMPLES) inputs.push({ ...sample, [field]: value });
    }
  }
  return inputs;
}

interface NamedSchema {
  name: string;
  schema: AnySchema;
}

const schemas: NamedSchema[] = [];
const unknownFactories: string[] = [];

beforeAll(async () => {
  const directory = join(PROJECT_ROOT, 'shared');
  for (const file of readdirSync(directory).filter((entry) => entry.endsWith('.ts')).sort()) {
    const exports = (await import(pathToFileURL(join(directory, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isSchema(value)) schemas.push({ name: `${file} ${name}`, schema: value });
      else if (typeof value === 'function' && name in FACTORIES) FACTORIES[name]!.forEach((schema, index) => schemas.push({ name: `${file} ${name}#${index}`, schema }));
      else if (typeof value === 'function' && /Schema$/.test(name)) unknownFactories.push(`${file} ${name}`);
    }
  }
});

describe('every schema of shared/ answers in French', () => {
  it('should find the schemas of every module, and know how to call every schema factory', () => {
    // Assert
    expect(schemas.length).toBeGreaterThan(25);
    expect(schemas.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'profiles.ts profileInputSchema',
        'stories.ts createStoryRequestSchema',
        'auth.ts registerSchema',
        'credits.ts creditSummarySchema',
        'scenarios.ts scenarioSchema',
        'site-config.ts siteConfigSchema',
      ]),
    );
    expect(unknownFactories).toEqual([]);
  });

  it('should give a French message for every issue of every schema fed wrong types, too long and empty values', () => {
    // Arrange
    const english: string[] = [];
    let issues = 0;

    // Act
    for (const { name, schema } of schemas) {
      for (const input of inputsFor(schema)) {
        const result = z.safeParse(schema, input);
        for (const issue of result.error?.issues ?? []) {
          issues += 1;
          if (!isFrench(issue.message)) english.push(`${name} ← ${JSON.stringify(input)?.slice(0, 80)}: ${issue.message}`);
        }
      }
    }

    // Assert
    expect(issues).toBeGreaterThan(10_000);
    expect([...new Set(english)].slice(0, 20)).toEqual([]);
  });

  it("should recognise zod's English defaults with the heuristic, so the walk can fail", () => {
    // Arrange
    const english = z.object({ age: z.number() }).safeParse({ age: 'six' }, { error: z.locales.en().localeError });

    // Act & Assert
    expect(english.error?.issues[0]?.message).toMatch(/expected number/);
    expect(isFrench(english.error!.issues[0]!.message)).toBe(false);
    expect(isFrench("L'âge doit être un nombre valide")).toBe(true);
  });
});

describe('frenchErrorMap', () => {
  const firstMessage = (schema: AnySchema, input: unknown) => z.safeParse(schema, input).error?.issues[0]?.message;

  it.each([[null], [[]], [42], ['texte'], [true]])('should answer a body of %j that is not an object with the French top-level message', (body) => {
    // Act & Assert
    expect(firstMessage(profileInputSchema, body)).toBe(API_MESSAGES.bodyNotObject);
    expect(firstMessage(createStoryRequestSchema, body)).toBe(API_MESSAGES.bodyNotObject);
  });

  it.each<[string, AnySchema, unknown, string]>([
    ['a wrong type', z.object({ favoriteHobby: z.string() }), { favoriteHobby: 12 }, 'Le champ « Loisir préféré » doit être un texte.'],
    ['a missing field', z.object({ narration: z.boolean() }), {}, 'Le champ « Narration audio » est requis.'],
    ['null for a field', z.object({ age: z.number() }), { age: null }, 'Le champ « Âge » est requis.'],
    ['a boolean', z.object({ narration: z.boolean() }), { narration: 'oui' }, 'Le champ « Narration audio » doit valoir vrai ou faux.'],
    ['a list', z.object({ interests: z.array(z.string()) }), { interests: 'Espace' }, "Le champ « Centres d'intérêt » doit être une liste."],
    ['an integer', z.object({ age: z.number().int() }), { age: 2.5 }, 'Le champ « Âge » doit être un nombre entier.'],
    ['a list item', z.object({ emotions: z.array(z.string()) }), { emotions: [3] }, 'Un élément du champ « Émotions » doit être un texte.'],
    ['a text too long', z.object({ setting: z.string().max(3) }), { setting: 'forêt' }, "Le champ « Lieu de l'histoire » ne peut pas dépasser 3 caractères."],
    ['an empty text', z.object({ name: z.string().min(1) }), { name: '' }, 'Le champ « Prénom » est requis.'],
    ['a text too short', z.object({ password: z.string().min(6) }), { password: 'abc' }, 'Le champ « Mot de passe » doit contenir au moins 6 caractères.'],
    ['an empty list', z.object({ values: z.array(z.string()).min(1) }), { values: [] }, 'Le champ « Valeurs » doit contenir au moins un élément.'],
    ['a list too long', z.object({ values: z.array(z.string()).max(2) }), { values: ['a', 'b', 'c'] }, 'Le champ « Valeurs » ne peut pas dépasser 2 éléments.'],
    ['a number too big', z.object({ age: z.number().max(18) }), { age: 19 }, 'Le champ « Âge » doit être au plus 18.'],
    ['a number too small', z.object({ age: z.number().gt(0) }), { age: 0 }, 'Le champ « Âge » doit être supérieur à 0.'],
    ['a pattern', z.object({ code: z.string().regex(/^\d+$/) }), { code: 'abc' }, "Le champ « Code » n'a pas le bon format."],
    ['an e-mail', z.object({ email: z.email() }), { email: 'pas-un-email' }, "L'adresse email n'est pas valide."],
    ['an address', z.object({ imageUrl: z.url() }), { imageUrl: 'ici' }, 'Un des champs envoyés doit être une adresse web valide.'],
    ['an option', z.object({ gender: z.enum(['boy', 'girl']) }), { gender: 'x' }, "Le champ « Genre » : cette valeur n'existe pas dans la liste proposée."],
    ['a literal', z.object({ theme: z.literal('normal') }), { theme: 'x' }, "Le champ « Thème » n'a pas la valeur attendue."],
    ['an unknown key', z.strictObject({ theme: z.string() }), { theme: 'x', admin: true }, 'Le contenu envoyé contient un champ inconnu.'],
    ['a refinement', z.object({ name: z.string().refine(() => false) }), { name: 'x' }, "Le champ « Prénom » n'est pas valide."],
    ['a union', z.object({ cursor: z.union([z.number(), z.boolean()]) }), { cursor: 'x' }, "Le champ « Page » n'est pas valide."],
    ['a multiple', z.object({ age: z.number().multipleOf(2) }), { age: 3 }, 'Le champ « Âge » doit être un multiple de 2.'],
    ['an unlabelled field', z.object({ storiesLeft: z.number() }), { storiesLeft: 'x' }, 'Un des champs envoyés doit être un nombre.'],
    ['a root value', z.string(), 42, 'Un des champs envoyés doit être un texte.'],
    ['a missing root value', z.string(), undefined, API_MESSAGES.invalidRequest],
  ])('should name the field in French for %s', (_case, schema, input, message) => {
    // Act & Assert
    expect(firstMessage(schema, input)).toBe(message);
  });

  it("should leave a schema's own message first", () => {
    // Act & Assert
    expect(firstMessage(profileInputSchema, { ...LEA, age: 'six' })).toBe("L'âge doit être un nombre valide");
    expect(firstMessage(profileInputSchema, { ...LEA, name: 'A'.repeat(51) })).toBe(PROFILE_MESSAGES.nameTooLong);
    expect(firstMessage(createStoryRequestSchema, {})).toBe(STORY_MESSAGES.mainCharacterRequired);
  });

  it('should label every field of the profile and of the wizard', () => {
    // Arrange
    const fields = [...Object.keys(profileInputSchema.shape), ...Object.keys(createStoryRequestSchema.shape)];

    // Act
    const unlabelled = fields.filter((field) => FIELD_LABELS[field] === undefined);

    // Assert
    expect(unlabelled).toEqual([]);
  });

  it('should be French without being passed, once a schema module of shared/ is loaded (the web forms)', () => {
    // Act
    const message = z.object({ age: z.number() }).safeParse({ age: 'six' }).error?.issues[0]?.message;

    // Assert
    expect(message).toBe('Le champ « Âge » doit être un nombre.');
  });
});
