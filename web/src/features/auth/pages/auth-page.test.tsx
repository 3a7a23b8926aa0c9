import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@shared/site-config';
import { AUTH_ERROR_TEXTS } from '@/lib/auth/auth-errors';
import { SiteConfigContext } from '@/lib/site-config';
import { renderWithProviders } from '@/test/render';
import { session, signedOut } from '@/test/session-double';
import { AUTH_PAGE_TEXT, CONFIRM_CODE_TEXT } from '@/features/auth/messages';
import { Component as AuthPage } from './auth-page';

// Amplify's calls are the network here (Cognito), and the session is the test's: the page, its flow and the forms run as written.
const amplify = vi.hoisted(() => ({ signIn: vi.fn(), signUp: vi.fn(), confirmSignUp: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ signIn: amplify.signIn, signUp: amplify.signUp, confirmSignUp: amplify.confirmSignUp }));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

/** A deployment without social sign-in: the page shows only its own forms. */
const SITE_CONFIG: SiteConfig = { region: 'eu-west-3', userPoolId: 'eu-west-3_pool', userPoolClientId: 'client', socialProviders: [], local: false };

/** Where the page sent the parent: the path and query the router ended on. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAuthPage(entry: InitialEntry = '/auth') {
  return renderWithProviders(
    <SiteConfigContext value={SITE_CONFIG}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </SiteConfigContext>,
    { route: entry },
  );
}

/** Camille signs up on the page's second tab; the page then asks for the code sent by e-mail. */
async function signUpCamille() {
  const user = renderAuthPage();
  await user.click(screen.getByRole('tab', { name: 'Inscription' }));
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'camille@example.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
  await user.keyboard('{Enter}');
  return user;
}

beforeEach(() => {
  session.current = signedOut();
});

afterEach(() => {
  amplify.signIn.mockReset();
  amplify.signUp.mockReset();
  amplify.confirmSignUp.mockReset();
});

describe('AuthPage', () => {
  it('should send a parent already signed in back to the page first asked for', () => {
    // Arrange
    session.current.status = 'signedIn';

    // Act
    renderAuthPage({ pathname: '/auth', state: { from: { pathname: '/library', search: '?tri=date' } } });

    // Assert
    expect(screen.getByTestId('landed')).toHaveTextContent('/library?tri=date');
  });

  it("should confirm the address from the e-mail's link once, then ask to sign in", async () => {
    // Arrange
    amplify.confirmSignUp.mockResolvedValue({});

    // Act
    renderAuthPage('/auth?user=user-42&code=123456');

    // Assert
    expect(await screen.findByText(AUTH_PAGE_TEXT.emailConfirmed)).toBeInTheDocument();
    expect(amplify.confirmSignUp).toHaveBeenCalledExactlyOnceWith({ username: 'user-42', confirmationCode: '123456' });
    expect(screen.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  });

  it('should ask a new parent for the code, then sign them in and open the app as a new sign-up', async () => {
    // Arrange
    amplify.signUp.mockResolvedValue({ userId: 'user-42' });
    amplify.confirmSignUp.mockResolvedValue({});
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const user = await signUpCamille();

    // Act
    await user.type(await screen.findByLabelText(CONFIRM_CODE_TEXT.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: "Continuer vers l'application" }));

    // Assert
    expect(await screen.findByTestId('landed')).toHaveTextContent('/app?new_signup=true');
    expect(amplify.confirmSignUp).toHaveBeenCalledExactlyOnceWith({ username: 'camille@example.fr', confirmationCode: '123456' });
    expect(amplify.signIn).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ username: 'camille@example.fr', password: 'secret1' }));
    expect(session.current.refresh).toHaveBeenCalledOnce();
  });

  it('should keep the code dialog open on a wrong code, and sign nobody in', async () => {
    // Arrange
    amplify.signUp.mockResolvedValue({ userId: 'user-42' });
    amplify.confirmSignUp.mockRejectedValue(Object.assign(new Error('CodeMismatchException'), { name: 'CodeMismatchException' }));
    const user = await signUpCamille();

    // Act
    await user.type(await screen.findByLabelText(CONFIRM_CODE_TEXT.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: "Continuer vers l'application" }));

    // Assert
    expect(await screen.findByText(AUTH_ERROR_TEXTS.wrongCode)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: CONFIRM_CODE_TEXT.signedUp })).toBeInTheDocument();
    expect(amplify.signIn).not.toHaveBeenCalled();
  });
});
