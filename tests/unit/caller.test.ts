import { describe, expect, it } from 'vitest';
import { callerFrom } from '#adapters/http/caller';
import { UnauthorizedError } from '#core/errors';
import type { HttpEvent } from '#adapters/http/http';
import { API_MESSAGES } from '#shared/messages';

function eventWithClaims(claims: Record<string, unknown> | undefined): HttpEvent {
  return {
    routeKey: 'GET /api/me/credits',
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: null } } } : {},
  } as unknown as HttpEvent;
}

describe('callerFrom', () => {
  it('should reject an event without an authorizer', () => {
    // Arrange
    const event = eventWithClaims(undefined);

    // Act
    const read = () => callerFrom(event);

    // Assert
    expect(read).toThrow(UnauthorizedError);
    expect(read).toThrow(API_MESSAGES.unauthorized);
  });

  it('should reject an event without any request context', () => {
    // Arrange
    const event = { routeKey: 'GET /api/me/credits' } as unknown as HttpEvent;

    // Act
    const read = () => callerFrom(event);

    // Assert
    expect(read).toThrow(UnauthorizedError);
  });

  it('should reject claims without a subject', () => {
    // Arrange
    const event = eventWithClaims({ email: 'parent@example.com' });

    // Act
    const read = () => callerFrom(event);

    // Assert
    expect(read).toThrow(UnauthorizedError);
  });

  it('should reject an empty subject', () => {
    // Arrange
    const event = eventWithClaims({ sub: '' });

    // Act
    const read = () => callerFrom(event);

    // Assert
    expect(read).toThrow(UnauthorizedError);
  });

  it('should read the subject and the e-mail of a parent without groups', () => {
    // Arrange
    const event = eventWithClaims({ sub: 'user-1', email: 'parent@example.com' });

    // Act
    const caller = callerFrom(event);

    // Assert
    expect(caller).toEqual({ userId: 'user-1', email: 'parent@example.com', isAdmin: false });
  });

  it.each([
    ['an ID token', { 'cognito:username': 'Google_1089' }],
    ['an access token', { username: 'Google_1089', client_id: 'client' }],
  ])("should read Cognito's user name from %s, which is not the subject for a social sign-in", (_token, claims) => {
    // Arrange
    const event = eventWithClaims({ sub: 'user-3', ...claims });

    // Act
    const caller = callerFrom(event);

    // Assert
    expect(caller.userId).toBe('user-3');
    expect(caller.username).toBe('Google_1089');
  });

  it('should leave the e-mail undefined when the token has none (access token)', () => {
    // Arrange
    const event = eventWithClaims({ sub: 'user-2', client_id: 'client' });

    // Act
    const caller = callerFrom(event);

    // Assert
    expect(caller).toEqual({ userId: 'user-2', email: undefined, isAdmin: false });
  });

  it.each([
    ['the flattened string of API Gateway', '[admins other]', true],
    ['a flattened string with the group last', '[parents admins]', true],
    ['a flattened string with a single group', '[admins]', true],
    ['a bare string', 'admins', true],
    ['an array', ['other', 'admins'], true],
    ['a flattened string without admins', '[parents other]', false],
    ['a group whose name only starts with admins', '[administrators admins-old]', false],
    ['an empty flattened string', '[]', false],
    ['an array without admins', ['parents'], false],
    ['an empty array', [], false],
  ])('should tell whether the caller is an admin from groups given as %s', (_label, groups, isAdmin) => {
    // Arrange
    const event = eventWithClaims({ sub: 'user-3', 'cognito:groups': groups });

    // Act
    const caller = callerFrom(event);

    // Assert
    expect(caller.isAdmin).toBe(isAdmin);
  });

  it('should reject a groups claim of an unexpected type', () => {
    // Arrange
    const event = eventWithClaims({ sub: 'user-4', 'cognito:groups': 42 });

    // Act
    const read = () => callerFrom(event);

    // Assert
    expect(read).toThrow(UnauthorizedError);
  });
});
