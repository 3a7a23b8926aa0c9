import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN, failure } from '@/test/cognito-double';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: amplify.fetchAuthSession, signOut: amplify.signOut }));
vi.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolClientId: 'client-1' } } }) } }));

const { currentIdToken, currentParent } = await import('./session-client');

beforeEach(() => {
  const entries: Record<string, string> = {
    'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'lea',
    'CognitoIdentityServiceProvider.client-1.lea.idToken': EXPIRED_TOKEN,
  };
  vi.stubGlobal('localStorage', { getItem: (key: string) => entries[key] ?? null });
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  amplify.fetchAuthSession.mockReset();
});

describe('currentParent and currentIdToken without a network', () => {
  it('should keep the stored parent and token when the expired session cannot be refreshed for want of a network', async () => {
    // Arrange
    amplify.fetchAuthSession.mockRejectedValue(failure('NetworkError'));

    // Act
    const parent = await currentParent();
    const token = await currentIdToken();

    // Assert
    expect(parent).toEqual({ id: 'sub-lea', email: 'lea@example.fr' });
    expect(token).toBe(EXPIRED_TOKEN);
  });

  it('should not ask Amplify at all when the browser knows it is offline', async () => {
    // Arrange
    vi.stubGlobal('navigator', { onLine: false });

    // Act
    const parent = await currentParent();

    // Assert
    expect(parent?.id).toBe('sub-lea');
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('should let a refused session through as a failure, not as the stored parent', async () => {
    // Arrange
    amplify.fetchAuthSession.mockRejectedValue(failure('NotAuthorizedException'));

    // Act
    const reading = currentParent();

    // Assert
    await expect(reading).rejects.toThrow('NotAuthorizedException');
  });

  it('should read the live session online, not the stored one', async () => {
    // Arrange
    amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { payload: { sub: 'sub-live', email: 'live@example.fr' }, toString: () => 'live-token' } } });

    // Act
    const parent = await currentParent();
    const token = await currentIdToken();

    // Assert
    expect(parent).toEqual({ id: 'sub-live', email: 'live@example.fr' });
    expect(token).toBe('live-token');
  });
});
