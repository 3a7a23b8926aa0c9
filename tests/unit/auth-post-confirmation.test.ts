import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOrCreateAccount } from '#core/accounts/get-or-create-account';
import { openAccountOnConfirmation, type PostConfirmationEventFields } from '#core/auth/post-confirmation';
import { ENV } from '#shared/environment';
import { InMemoryAccounts } from './support/in-memory-accounts';

const SUB = '4f1c7a52-9d3e-4b8a-a0c6-2e5f8d9b1c34';
const EMAIL = 'lea.martin@example.fr';
const NOW = new Date('2026-12-06T19:30:00.000Z');

function confirmation(triggerSource = 'PostConfirmation_ConfirmSignUp', attributes: Record<string, string> = { sub: SUB, email: EMAIL, given_name: 'Léa' }): PostConfirmationEventFields {
  return { triggerSource, request: { userAttributes: attributes as PostConfirmationEventFields['request']['userAttributes'] } };
}

describe('openAccountOnConfirmation', () => {
  it('should open the account of a confirmed sign-up with its one welcome credit, keyed by sub', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    const outcome = await openAccountOnConfirmation(accounts, confirmation(), NOW);

    // Assert
    expect(outcome).toBe('created');
    expect(accounts.rows.get(SUB)).toMatchObject({ userId: SUB, email: EMAIL, bonusCredits: 1, createdAt: NOW.toISOString() });
    expect(accounts.ledger.map(({ userId, reason, delta }) => ({ userId, reason, delta }))).toEqual([{ userId: SUB, reason: 'grant_signup', delta: 1 }]);
  });

  it('should grant the welcome credit once when Cognito delivers the same confirmation twice', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    await openAccountOnConfirmation(accounts, confirmation(), NOW);

    // Act
    const again = await openAccountOnConfirmation(accounts, confirmation(), new Date(NOW.getTime() + 1_000));

    // Assert
    expect(again).toBe('already_open');
    expect(accounts.balance(SUB, 'bonus')).toBe(1);
    expect(accounts.ledgerTotal(SUB, 'bonus')).toBe(1);
    expect(accounts.ledger).toHaveLength(1);
  });

  it('should grant nothing to an account the parent’s first request already opened, nor change its balance', async () => {
    // Arrange: the trigger arrives after the first request (or after a password reset of an older parent).
    const accounts = new InMemoryAccounts();
    await getOrCreateAccount(accounts, { userId: SUB, email: EMAIL, isAdmin: false }, NOW);
    accounts.move(SUB, 'bonus', -1, 'debit_story', 'story-1', NOW);

    // Act
    const outcome = await openAccountOnConfirmation(accounts, confirmation('PostConfirmation_ConfirmForgotPassword'), NOW);

    // Assert
    expect(outcome).toBe('already_open');
    expect(accounts.balance(SUB, 'bonus')).toBe(0);
    expect(accounts.ledger.filter((entry) => entry.reason === 'grant_signup')).toHaveLength(1);
  });

  it('should open nothing over a deleted account’s marker', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();
    accounts.deleted(SUB);

    // Act
    const outcome = await openAccountOnConfirmation(accounts, confirmation(), NOW);

    // Assert
    expect(outcome).toBe('already_open');
    expect(accounts.ledger).toEqual([]);
  });

  it('should open no account for a trigger source that confirms nothing', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    const outcome = await openAccountOnConfirmation(accounts, confirmation('PostConfirmation_Unknown'), NOW);

    // Assert
    expect(outcome).toBe('not_a_confirmation');
    expect(accounts.creations).toEqual([]);
  });

  it('should store no address when Cognito sends none (a social sign-in without e-mail)', async () => {
    // Arrange
    const accounts = new InMemoryAccounts();

    // Act
    await openAccountOnConfirmation(accounts, confirmation('PostConfirmation_ConfirmSignUp', { sub: SUB }), NOW);

    // Assert
    expect(accounts.rows.get(SUB)?.email).toBeNull();
  });
});

describe('auth-post-confirmation handler', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadHandler() {
    vi.stubEnv(ENV.accountsTable, 'accounts-table');
    return (await import('../../functions/auth-post-confirmation/handler')).handler;
  }

  function cognitoEvent(userAttributes: Record<string, string>): PostConfirmationTriggerEvent {
    return {
      version: '1',
      region: 'eu-west-3',
      userPoolId: 'eu-west-3_abc',
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userName: SUB,
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      request: { userAttributes },
      response: {},
    };
  }

  it('should give an event it cannot read back to Cognito, open nothing and log no personal data', async () => {
    // Arrange
    const handler = await loadHandler();
    const { logger } = await import('#core/logger');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const event = cognitoEvent({ email: EMAIL, given_name: 'Léa' });

    // Act
    const result = await handler(event);

    // Assert
    expect(result).toBe(event);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Léa|example\.fr/);
  });

  it('should let the confirmation succeed when the account cannot be written, and log the failure without the event', async () => {
    // Arrange: the table answers with an error (the first request will open the account).
    const handler = await loadHandler();
    const { dynamoDocumentClient } = await import('#adapters/aws-clients');
    vi.spyOn(dynamoDocumentClient(), 'send').mockImplementation(() => Promise.reject(Object.assign(new Error('throttled'), { name: 'ThrottlingException' })));
    const { logger } = await import('#core/logger');
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const event = cognitoEvent({ sub: SUB, email: EMAIL, given_name: 'Léa' });

    // Act
    const result = await handler(event);

    // Assert
    expect(result).toBe(event);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls)).toContain('ThrottlingException');
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/Léa|example\.fr|4f1c7a52/);
  });
});
