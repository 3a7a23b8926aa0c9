import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../infra/local/engine/api-gateway';
import { routesOf } from '../../infra/local/engine/resource-types/http-api';
import { PROJECT_ROOT } from '../../infra/project-root';
import { synthesize } from '../../infra/synth';
import { FIELD_LABELS } from '#shared/french-errors';
import { profileSchema } from '#shared/profiles';
import { isFrench } from '../unit/french-text';
import { api, signUpAndSignIn, type SignedInParent } from './support/parents';
import { LEA } from '../fixtures/profiles';

/**
 * French everywhere (issue 11, part 4), through the API: every route of the stack (read from the
 * synthesized template, as the twin does, so a new route is walked at once) is sent bodies of the wrong
 * shape, malformed ids and no token. Every 4xx must carry a French `message`, and nothing may be a 500.
 */

/** Every field the forms know, with a number where a text, a list, a boolean or an option is expected. */
const WRONG_TYPED = Object.fromEntries(Object.keys(FIELD_LABELS).map((field) => [field, 42]));

/** JSON bodies that no route accepts: not an object, or an object whose fields all have the wrong type. */
const BAD_BODIES: [string, string][] = [
  ['null', 'null'],
  ['a list', '[]'],
  ['a number', '42'],
  ['a text', '"x"'],
  ['a boolean', 'true'],
  ['wrong-typed fields', JSON.stringify(WRONG_TYPED)],
  ['fields of the wrong type inside lists', JSON.stringify({ ...LEA, theme: ['nature'], personality: [42], interests: [null], emotions: [{}], values: [[]] })],
  ['text that is not JSON', '{"name":'],
];

const readsBody = (route: RouteDefinition) => ['POST', 'PUT', 'PATCH'].includes(route.method);
const json = (body: string) => ({ body, headers: { 'content-type': 'application/json' } });

interface Answer {
  status: number;
  message: unknown;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = text;
  }
  return { status: response.status, message };
}

/** "POST /api/profiles ← null: 500 Internal Server Error" for each answer that is not a French 4xx. */
function notFrench4xx(answers: [string, Answer][]): string[] {
  return answers
    .filter(([, { status, message }]) => status < 400 || status >= 500 || !isFrench(message))
    .map(([request, { status, message }]) => `${request}: ${status} ${String(message)}`);
}

describe('every route of the stack answers in French (local twin)', () => {
  let routes: RouteDefinition[];
  let synthDirectory: string;
  let parent: SignedInParent;
  let profileId: string;

  beforeAll(async () => {
    // The template is written to a folder of ours, removed afterwards, rather than to a CDK temporary one.
    synthDirectory = mkdtempSync(join(tmpdir(), 'contes-french-errors-'));
    routes = routesOf(synthesize({ siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist'), outdir: synthDirectory }).template);
    parent = await signUpAndSignIn();
    const created = await api('/api/profiles', { method: 'POST', token: parent.idToken, ...json(JSON.stringify(LEA)) });
    profileId = profileSchema.parse(await created.json()).id;
  });

  afterAll(() => {
    rmSync(synthDirectory, { recursive: true, force: true });
  });

  /** The route's path with its parameters filled: the parent's own profile, or an id of nothing. */
  const pathOf = (route: RouteDefinition, id?: string) => route.path.replace(/\{[^}]+\}/g, id ?? (route.path.startsWith('/api/profiles') ? profileId : ulid()));

  it('should walk every route that reads a body', () => {
    // Assert
    expect(routes.filter(readsBody).map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/profiles', 'PUT /api/profiles/{id}', 'PATCH /api/profiles/{id}/theme', 'POST /api/stories']),
    );
  });

  it('should answer every malformed body of every route with a French 4xx, never a 500', async () => {
    // Arrange
    const requests = routes.filter(readsBody).flatMap((route) => BAD_BODIES.map(([name, body]) => ({ route, name, body })));

    // Act
    const answers: [string, Answer][] = [];
    for (const { route, name, body } of requests) {
      const response = await api(pathOf(route), { method: route.method, token: parent.idToken, ...json(body) });
      answers.push([`${route.method} ${route.path} ← ${name}`, await answer(response)]);
    }

    // Assert
    expect(answers.length).toBeGreaterThanOrEqual(4 * BAD_BODIES.length);
    expect(notFrench4xx(answers)).toEqual([]);
  });

  it('should answer an empty object with a French 4xx or accept it, never a 500', async () => {
    // Act
    const answers: [string, Answer][] = [];
    for (const route of routes.filter(readsBody)) {
      const response = await api(pathOf(route), { method: route.method, token: parent.idToken, ...json('{}') });
      answers.push([`${route.method} ${route.path} ← {}`, await answer(response)]);
    }

    // Assert
    expect(answers.filter(([, { status, message }]) => status >= 500 || (status >= 400 && !isFrench(message)))).toEqual([]);
  });

  it('should answer a malformed path id of every route with a French 4xx', async () => {
    // Arrange
    const withId = routes.filter((route) => route.path.includes('{'));

    // Act
    const answers: [string, Answer][] = [];
    for (const route of withId) {
      for (const id of ['pas-un-id', '0'.repeat(300), '%F0%9F%90%B1', '..%2F..%2Fetc']) {
        const response = await api(pathOf(route, id), { method: route.method, token: parent.idToken, ...(readsBody(route) ? json(JSON.stringify(LEA)) : {}) });
        answers.push([`${route.method} ${route.path} ← ${id.slice(0, 20)}`, await answer(response)]);
      }
    }

    // Assert
    expect(withId.length).toBeGreaterThan(0);
    expect(notFrench4xx(answers)).toEqual([]);
  });

  it('should answer malformed query parameters of every reading route with a French 4xx or a page, never a 500', async () => {
    // Act
    const answers: [string, Answer][] = [];
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const response = await api(`${pathOf(route)}?profileId=pas-un-id&cursor=%00`, { token: parent.idToken });
      answers.push([`${route.method} ${route.path} ← query`, await answer(response)]);
    }

    // Assert
    expect(answers.filter(([, { status, message }]) => status >= 500 || (status >= 400 && !isFrench(message)))).toEqual([]);
  });

  it('should answer every protected route without a token with a French 401', async () => {
    // Act
    const answers: [string, Answer][] = [];
    for (const route of routes.filter((candidate) => candidate.requiresJwt)) {
      const response = await api(pathOf(route), { method: route.method, ...(readsBody(route) ? json('{}') : {}) });
      answers.push([`${route.method} ${route.path} ← no token`, await answer(response)]);
    }

    // Assert
    expect(answers.map(([, { status }]) => status)).toEqual(answers.map(() => 401));
    expect(notFrench4xx(answers)).toEqual([]);
  });

  it('should answer an unknown route with a French 404', async () => {
    // Act
    const answers: [string, Answer][] = [
      ['GET /api/nothing-here', await answer(await api('/api/nothing-here', { token: parent.idToken }))],
      ['DELETE /api/stories', await answer(await api('/api/stories', { method: 'DELETE', token: parent.idToken }))],
    ];

    // Assert
    expect(answers.map(([, { status }]) => status)).toEqual([404, 404]);
    expect(notFrench4xx(answers)).toEqual([]);
  });
});
