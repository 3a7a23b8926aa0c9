import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES, SUPPORT_ROUTE } from '@shared/support';
import { SessionProvider } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { json, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SUPPORT_PAGE_TEXT } from '@/features/support/messages';
import { SUPPORT_REDIRECT_DELAY_MS } from '@/features/support/support-logic';
import { Component as SupportPage } from './support-page';

// The network is stubbed at its two doors: Amplify's Cognito session and `fetch` to the API.
vi.mock('aws-amplify/auth', async () => (await import('@/test/cognito-double')).mockSignedInCognito());

/** A fetch that gives the support route's answer and records the bodies sent. */
function stubSupport(answer: () => Response) {
  const bodies: unknown[] = [];
  stubFetch({
    [`POST ${SUPPORT_ROUTE}`]: (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return bodies;
}

function renderPage() {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path={paths.support} element={<SupportPage />} />
        <Route path={paths.app} element={<p>Accueil de l'application</p>} />
      </Routes>
    </SessionProvider>,
    { route: paths.support },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportPage', () => {
  it('should keep « Envoyer » disabled while the message is only spaces, and enable it once something is written', async () => {
    // Arrange
    const user = renderPage();
    const field = screen.getByLabelText(SUPPORT_PAGE_TEXT.label);
    const send = screen.getByRole('button', { name: SUPPORT_PAGE_TEXT.send });

    // Act
    await user.type(field, '   ');
    const blankDisabled = send.hasAttribute('disabled');
    await user.type(field, 'Bonjour');

    // Assert
    expect(blankDisabled).toBe(true);
    expect(send).toBeEnabled();
  });

  it("should send the message, clear and lock the field, then take the parent to /app after the delay", async () => {
    // Arrange
    const bodies = stubSupport(() => json(200, { id: '01JABC', status: 'sent' }));
    const user = renderPage();
    const field = screen.getByLabelText(SUPPORT_PAGE_TEXT.label);
    expect(await screen.findByText('parent@example.fr')).toBeInTheDocument();

    // Act
    await user.type(field, 'Une question sur mes crédits');
    await user.click(screen.getByRole('button', { name: SUPPORT_PAGE_TEXT.send }));

    // Assert
    expect(await screen.findByText(SUPPORT_PAGE_TEXT.redirecting)).toBeInTheDocument();
    expect(bodies).toEqual([{ message: 'Une question sur mes crédits' }]);
    expect(field).toHaveValue('');
    expect(field).toBeDisabled();
    expect(await screen.findByText("Accueil de l'application", {}, { timeout: SUPPORT_REDIRECT_DELAY_MS + 8_000 })).toBeInTheDocument();
    // The redirect waits its real delay: the test's deadline leaves room for it on a busy machine.
  }, 20_000);

  it("should show the server's French refusal and keep the message to send again", async () => {
    // Arrange
    stubSupport(() => json(429, { message: SUPPORT_MESSAGES.tooMany }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderPage();
    const field = screen.getByLabelText(SUPPORT_PAGE_TEXT.label);
    await screen.findByText('parent@example.fr');

    // Act
    await user.type(field, 'Encore une question');
    await user.click(screen.getByRole('button', { name: SUPPORT_PAGE_TEXT.send }));

    // Assert
    expect(await screen.findByText(SUPPORT_MESSAGES.tooMany)).toBeInTheDocument();
    expect(field).toHaveValue('Encore une question');
    expect(field).toBeEnabled();
    expect(screen.queryByText(SUPPORT_PAGE_TEXT.redirecting)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledOnce();
  });
});
