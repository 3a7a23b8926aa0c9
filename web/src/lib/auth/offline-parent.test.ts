import { describe, expect, it } from 'vitest';
import { isNetworkFailure, storedParent } from './offline-parent';

const CLIENT = 'client-1';
/** base64url of the UTF-8 JSON, as a JWT's parts are written. */
const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** An ID token as Cognito shapes it (the signature is not read on the device). */
const idToken = (payload: object) => `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
const storageOf = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const EXPIRED = Math.floor(Date.UTC(2026, 0, 1) / 1000);

describe('storedParent', () => {
  it('should read the last signed-in parent from an expired ID token, which cannot be refreshed offline', () => {
    // Arrange
    const token = idToken({ sub: 'sub-lea', email: 'léa@example.fr', exp: EXPIRED });
    const storage = storageOf({
      [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: 'lea',
      [`CognitoIdentityServiceProvider.${CLIENT}.lea.idToken`]: token,
    });

    // Act
    const parent = storedParent(CLIENT, storage);

    // Assert
    expect(parent).toEqual({ id: 'sub-lea', email: 'léa@example.fr', idToken: token });
  });

  it('should know nobody when the tokens are another app client\'s or were removed at sign-out', () => {
    // Arrange
    const otherClient = storageOf({
      'CognitoIdentityServiceProvider.other.LastAuthUser': 'lea',
      'CognitoIdentityServiceProvider.other.lea.idToken': idToken({ sub: 'sub-lea' }),
    });
    const signedOut = storageOf({ [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: 'lea' });

    // Act
    const parents = [storedParent(CLIENT, otherClient), storedParent(CLIENT, signedOut), storedParent(undefined, otherClient), storedParent(CLIENT, undefined)];

    // Assert
    expect(parents).toEqual([null, null, null, null]);
  });

  it('should know nobody from a token that is not a JWT or names no subject, nor from a blocked storage', () => {
    // Arrange
    const withToken = (token: string) =>
      storageOf({ [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: 'lea', [`CognitoIdentityServiceProvider.${CLIENT}.lea.idToken`]: token });
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };

    // Act
    const parents = [storedParent(CLIENT, withToken('not-a-jwt')), storedParent(CLIENT, withToken('a.!!!.b')), storedParent(CLIENT, withToken(idToken({ email: 'x@example.fr' }))), storedParent(CLIENT, blocked)];

    // Assert
    expect(parents).toEqual([null, null, null, null]);
  });
});

describe('isNetworkFailure', () => {
  it('should tell a missing network from a refused session', () => {
    // Arrange
    const network = Object.assign(new Error('Network error'), { name: 'NetworkError' });
    const refused = Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' });

    // Act
    const verdicts = [isNetworkFailure(network, true), isNetworkFailure(refused, true), isNetworkFailure(refused, false), isNetworkFailure(undefined, true)];

    // Assert
    expect(verdicts).toEqual([true, false, true, false]);
  });
});
