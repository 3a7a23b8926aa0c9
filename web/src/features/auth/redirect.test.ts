import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { PUBLIC_PATHS } from '@/lib/route-table';
import { authBackLink, isResetMode, returnPathAfterSignIn } from './redirect';

describe('returnPathAfterSignIn', () => {
  it('should return to the protected page the guard came from, with its query and hash', () => {
    // Act & Assert
    expect(returnPathAfterSignIn({ from: { pathname: '/account', search: '?tab=1', hash: '#password' } })).toBe('/account?tab=1#password');
  });

  it.each([
    ['no state', null],
    ['no origin', {}],
    ['the auth page itself', { from: { pathname: '/auth' } }],
    ['the reset page', { from: { pathname: '/auth/reset-password' } }],
    ['a protocol-relative URL', { from: { pathname: '//evil.example/app' } }],
    ['a full URL', { from: { pathname: 'https://evil.example/' } }],
  ])('should go to /app with %s', (_case, state) => {
    // Act & Assert
    expect(returnPathAfterSignIn(state)).toBe('/app');
  });
});

describe('isResetMode', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it.each([
    ['the reset path', at('/auth/reset-password')],
    ['redirect_to=/app', at('/auth', '?redirect_to=/app')],
    ['an access token in the hash', at('/auth', '', '#access_token=abc&type=recovery')],
    ['a recovery type in the hash', at('/auth', '', '#type=recovery')],
  ])('should detect reset mode from %s', (_case, location) => {
    // Act & Assert
    expect(isResetMode(location)).toBe(true);
  });

  it('should not be in reset mode on plain /auth or with the confirmation link', () => {
    // Act & Assert
    expect(isResetMode(at('/auth'))).toBe(false);
    expect(isResetMode(at('/auth', '?user=abc&code=123456'))).toBe(false);
  });
});

describe('authBackLink', () => {
  it("should hide 'Retour à l'accueil' when no public home page is routed, since / would loop back to /auth", () => {
    // Arrange
    const publicPaths: string[] = [];

    // Act
    const link = authBackLink(false, publicPaths);

    // Assert
    expect(link).toBeNull();
  });

  it("should offer 'Retour à l'accueil' now that the landing page is a public route", () => {
    // Arrange / Act / Assert
    expect(PUBLIC_PATHS).toContain(paths.home);
    expect(authBackLink(false, PUBLIC_PATHS)).not.toBeNull();
  });

  it('should lead to the landing page once it is routed', () => {
    // Arrange
    const publicPaths = [paths.home];

    // Act
    const link = authBackLink(false, publicPaths);

    // Assert
    expect(link).toEqual({ to: paths.home, label: "Retour à l'accueil" });
  });

  it('should lead back to the sign-in form in reset mode', () => {
    // Arrange / Act
    const link = authBackLink(true, []);

    // Assert
    expect(link).toEqual({ to: paths.auth, label: 'Retour à la connexion' });
  });
});
