import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_ROUTES } from '@shared/privacy';
import { ApiError } from '@/lib/api-client';
import { creditSummary } from '@/test/fixtures/credit-summary';
import { MY_DATA_TEXTS as T } from '@/features/account/messages';
import { MyDataCard } from './my-data-card';
import { api, callsTo } from '@/test/api-double';
import { renderWithProviders } from '@/test/render';

// The API and Cognito are the network here: the card, its queries, the schemas and the leaving run as written.
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-double')).mockApiClient(importOriginal));
const amplify = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => ({ signOut: amplify.signOut }));
vi.mock('@/lib/auth/session', async () => (await import('@/test/session-double')).mockSession());

const EXPORT = {
  format: 'contes-magiques/mes-donnees',
  version: 1,
  exportedAt: '2026-12-07T10:00:00.000Z',
  linksExpireAt: '2026-12-07T11:00:00.000Z',
  userId: 'parent-a',
  email: 'parent@example.fr',
  account: null,
  ledger: [],
  purchases: [],
  profiles: [],
  stories: [],
  supportMessages: [],
  shareLinks: [],
};

let credits = creditSummary();
const routes: Record<string, () => Promise<unknown>> = {};

const renderCard = () => renderWithProviders(<MyDataCard />);

async function openDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: T.deleteButton }));
  return screen.findByRole('dialog', { name: T.dialogTitle });
}

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  credits = creditSummary();
  for (const key of Object.keys(routes)) delete routes[key];
  api.fetch.mockImplementation((path) => (path === '/me/credits' ? Promise.resolve(credits) : (routes[path]?.() ?? Promise.reject(new Error(`unexpected ${path}`)))));
  replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as unknown as Location);
});

afterEach(() => {
  api.fetch.mockReset();
  amplify.signOut.mockReset();
  vi.restoreAllMocks();
});

describe('MyDataCard', () => {
  it('should download the whole document as a file named by its day, and say so', async () => {
    // Arrange
    routes[PRIVACY_ROUTES.export] = () => Promise.resolve(EXPORT);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:export'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderCard();

    // Act
    await user.click(screen.getByRole('button', { name: T.exportButton }));

    // Assert
    expect(await screen.findByText(PRIVACY_MESSAGES.exportDone)).toBeInTheDocument();
    expect(screen.getByText('contes-magiques-mes-donnees-2026-12-07.json')).toBeInTheDocument();
    expect(click.mock.contexts[0]).toHaveProperty('download', 'contes-magiques-mes-donnees-2026-12-07.json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(EXPORT);
  });

  it("should show the server's French message when the download is refused", async () => {
    // Arrange
    routes[PRIVACY_ROUTES.export] = () => Promise.reject(new ApiError(413, PRIVACY_MESSAGES.exportTooLarge));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderCard();

    // Act
    await user.click(screen.getByRole('button', { name: T.exportButton }));

    // Assert
    expect(await screen.findByText(PRIVACY_MESSAGES.exportFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_MESSAGES.exportTooLarge)).toBeInTheDocument();
  });

  it('should enable the deletion only once the word is typed, whatever its case and spaces', async () => {
    // Arrange
    const user = renderCard();
    const dialog = await openDeletion(user);
    const confirm = within(dialog).getByRole('button', { name: T.confirm });
    const field = within(dialog).getByLabelText(T.confirmLabel);

    // Act
    await user.type(field, 'supprim');
    const tooShort = confirm.hasAttribute('disabled');
    await user.type(field, 'er ');

    // Assert
    expect(tooShort).toBe(true);
    expect(confirm).toBeEnabled();
  });

  it('should delete the account, say it is signing out, then open the public home afresh', async () => {
    // Arrange
    routes[PRIVACY_ROUTES.deleteAccount] = () => Promise.resolve(undefined);
    amplify.signOut.mockResolvedValue(undefined);
    const user = renderCard();
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText(T.confirmLabel), 'SUPPRIMER');

    // Act
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    // Assert
    expect(await within(dialog).findByRole('status')).toHaveTextContent(T.signingOut);
    expect(JSON.parse(String(callsTo(PRIVACY_ROUTES.deleteAccount, 'DELETE')[0]?.[1]?.body))).toEqual({ confirmation: 'SUPPRIMER' });
    expect(within(dialog).getByRole('button', { name: T.cancel })).toBeDisabled();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/?compte=supprime'));
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });

  it("should keep the dialog open with the server's refusal when the account cannot be deleted", async () => {
    // Arrange
    routes[PRIVACY_ROUTES.deleteAccount] = () => Promise.reject(new ApiError(409, PRIVACY_MESSAGES.subscriptionStillActive));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = renderCard();
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText(T.confirmLabel), 'SUPPRIMER');

    // Act
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    // Assert
    expect(await screen.findByText(PRIVACY_MESSAGES.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_MESSAGES.subscriptionStillActive)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('should warn before the word is typed that a renewing subscription must be cancelled first', async () => {
    // Arrange
    credits = creditSummary({ planType: 'subscription', subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    const user = renderCard();
    await vi.waitFor(() => expect(callsTo('/me/credits')).toHaveLength(1));

    // Act
    const dialog = await openDeletion(user);

    // Assert
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.subscriptionStillActive)).toBeInTheDocument();
  });

  it('should empty the typed word when the dialog is closed with Escape', async () => {
    // Arrange
    const user = renderCard();
    let dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText(T.confirmLabel), 'SUPPRIMER');

    // Act
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openDeletion(user);

    // Assert
    expect(within(dialog).getByLabelText(T.confirmLabel)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: T.confirm })).toBeDisabled();
  });
});
