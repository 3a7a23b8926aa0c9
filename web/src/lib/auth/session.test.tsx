import { act, screen } from '@testing-library/react';
import { Hub } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN, failure } from '@/test/cognito-double';
import { renderWithProviders } from '@/test/render';
import { SessionProvider, useSession } from './session';

// The network's one door here: Amplify's Cognito session (its token store, localStorage, stays real).
const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: amplify.fetchAuthSession, signOut: () => Promise.resolve() }));
vi.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolClientId: 'client-1' } } }) } }));

function Who() {
  const { status, user } = useSession();
  return <p data-testid="who">{`${status} ${user?.id ?? '-'}`}</p>;
}

function renderSession() {
  renderWithProviders(
    <SessionProvider>
      <Who />
    </SessionProvider>,
    { route: '/' },
  );
}

beforeEach(() => {
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'lea');
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.lea.idToken', EXPIRED_TOKEN);
  // The expired token cannot be refreshed: Cognito is out of reach.
  amplify.fetchAuthSession.mockRejectedValue(failure('NetworkError'));
});

afterEach(() => {
  localStorage.clear();
  amplify.fetchAuthSession.mockReset();
});

describe('SessionProvider without a network', () => {
  it('should keep the parent whose expired tokens the device holds signed in, even when Amplify reports the failed refresh', async () => {
    // Arrange
    renderSession();
    await screen.findByText('signedIn sub-lea');

    // Act
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error: failure('NetworkError') } } as never));

    // Assert
    expect(screen.getByTestId('who')).toHaveTextContent('signedIn sub-lea');
  });

  it('should sign out when the refresh is refused rather than unreachable', async () => {
    // Arrange
    renderSession();
    await screen.findByText('signedIn sub-lea');

    // Act
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error: failure('NotAuthorizedException') } } as never));

    // Assert
    expect(screen.getByTestId('who')).toHaveTextContent('signedOut -');
  });

  it('should read the session again when the network comes back, and follow what Cognito says', async () => {
    // Arrange
    renderSession();
    await screen.findByText('signedIn sub-lea');
    // Back online, the refresh token has expired meanwhile: Amplify removes the tokens and knows nobody.
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined });

    // Act
    act(() => void window.dispatchEvent(new Event('online')));

    // Assert
    expect(await screen.findByText('signedOut -')).toBeInTheDocument();
  });
});
