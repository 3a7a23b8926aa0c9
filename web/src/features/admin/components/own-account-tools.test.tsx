import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOASTS } from '@shared/admin';
import { RECONCILE_ROUTES, RECONCILE_TOASTS } from '@shared/reconcile';
import { ApiError } from '@/lib/api-client';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { OWN_ACCOUNT_TEXT } from '@/features/admin/messages';
import { OwnAccountTools } from './own-account-tools';
import { api, callsTo } from '@/test/api-double';
import { session } from '@/test/session-double';
import { renderWithProviders } from '@/test/render';

// The API is the network here: the tools, the credits query and the answers' schemas run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const CREDITS_PATH = '/me/credits';

/** Answers the credits read with `credits`, and each other route with its own answer. */
function answer(credits: ReturnType<typeof creditSummary>, routes: Record<string, () => Promise<unknown>> = {}) {
  api.fetch.mockImplementation((path) => (path === CREDITS_PATH ? Promise.resolve(credits) : (routes[path]?.() ?? Promise.reject(new Error(`unexpected ${path}`)))));
}


const renderTools = () => renderWithProviders(<OwnAccountTools />);

beforeEach(() => {
  session.current = { status: 'signedIn' };
});

afterEach(() => {
  api.fetch.mockReset();
  vi.restoreAllMocks();
});

describe('OwnAccountTools', () => {
  it("should announce the loading, then show the caller's four numbers", async () => {
    // Arrange
    answer(creditSummary({ storiesLeft: 4, bonusStories: 1, monthlyCreditsRemaining: 3, totalStoriesCreated: 12 }));

    // Act
    renderTools();

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent(OWN_ACCOUNT_TEXT.loadingCredits);
    const numbers = await screen.findByTestId('own-credits');
    expect(within(numbers).getByText(OWN_ACCOUNT_TEXT.storiesLeft).nextElementSibling).toHaveTextContent('4');
    expect(within(numbers).getByText(OWN_ACCOUNT_TEXT.monthlyLeft).nextElementSibling).toHaveTextContent('3');
    expect(within(numbers).getByText(OWN_ACCOUNT_TEXT.storiesCreated).nextElementSibling).toHaveTextContent('12');
  });

  it('should sync the subscription, keep both buttons disabled meanwhile, say so and read the credits again', async () => {
    // Arrange
    let finish: (value: unknown) => void = () => undefined;
    answer(creditSummary(), { [RECONCILE_ROUTES.syncSubscription]: () => new Promise((resolve) => (finish = resolve)) });
    const user = renderTools();
    await screen.findByTestId('own-credits');
    const readsBefore = callsTo(CREDITS_PATH).length;

    // Act
    await user.click(screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.syncSubscription }));
    const busy = screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.syncSubscription });
    const other = screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.fixCreditTypes });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(other).toBeDisabled();
    finish({ success: true, plan_type: 'subscription', changes: [] });

    // Assert
    expect(await screen.findByText(RECONCILE_TOASTS.subscriptionSyncedDescription('subscription'))).toBeInTheDocument();
    expect(other).toBeEnabled();
    expect(JSON.parse(String(callsTo(RECONCILE_ROUTES.syncSubscription)[0]?.[1]?.body))).toEqual({ force_sync: true, reset_counter: true });
    await vi.waitFor(() => expect(callsTo(CREDITS_PATH).length).toBeGreaterThan(readsBefore));
  });

  it('should say when no story needed its credit type fixed', async () => {
    // Arrange
    answer(creditSummary(), { [RECONCILE_ROUTES.fixCreditTypes]: () => Promise.resolve({ updated_stories_count: 0, message: 'ok', changes: [] }) });
    const user = renderTools();

    // Act
    await user.click(screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.fixCreditTypes }));

    // Assert
    expect(await screen.findByText(RECONCILE_TOASTS.noStoryToFix)).toBeInTheDocument();
    expect(callsTo(RECONCILE_ROUTES.fixCreditTypes)).toHaveLength(1);
  });

  it("should show the API's French words when the sync fails, and give the buttons back", async () => {
    // Arrange
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(creditSummary(), { [RECONCILE_ROUTES.syncSubscription]: () => Promise.reject(new ApiError(502, 'Le prestataire de paiement ne répond pas.')) });
    const user = renderTools();

    // Act
    await user.click(screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.syncSubscription }));

    // Assert
    expect(await screen.findByText(ADMIN_TOASTS.syncConfigFailed('Le prestataire de paiement ne répond pas.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.syncSubscription })).toBeEnabled();
  });

  it('should call nothing and say so when the session has ended', async () => {
    // Arrange
    session.current = { status: 'signedOut' };
    answer(creditSummary());
    const user = renderTools();

    // Act
    await user.click(screen.getByRole('button', { name: OWN_ACCOUNT_TEXT.fixCreditTypes }));

    // Assert
    expect(await screen.findByText(ADMIN_TOASTS.userNotAuthenticated)).toBeInTheDocument();
    expect(callsTo(RECONCILE_ROUTES.fixCreditTypes)).toEqual([]);
  });
});
