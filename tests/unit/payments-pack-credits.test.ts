import { describe, expect, it } from 'vitest';
import { handleStripeEvent } from '#core/payments/handle-stripe-event';
import { PaymentWriteContentionError } from '#core/payments/payment-errors';
import { CONFLICT_RETRY_POLICY } from '#core/credits/retry-on-conflict';
import type { PaymentEventPorts } from '#core/payments/payment-event-ports';
import type { PaymentEvent } from '#core/payments/payment-gateway';
import { checkoutMarkerSk } from '#core/payments/payment-repository';
import { FakePaymentGateway } from './support/fake-payment-gateway';
import { InMemoryAccounts } from './support/in-memory-accounts';
import { InMemoryPayments } from './support/in-memory-payments';

const NOW = new Date('2026-11-25T10:00:00.000Z');

function arrange() {
  const accounts = new InMemoryAccounts();
  const payments = new InMemoryPayments(accounts);
  const gateway = new FakePaymentGateway();
  const pauses: number[] = [];
  const ports: PaymentEventPorts = {
    accounts,
    payments,
    gateway,
    now: () => NOW,
    pause: async (milliseconds) => {
      pauses.push(milliseconds);
    },
  };
  return { accounts, payments, gateway, ports, pauses };
}

const completed = (sessionId: string, id = 'evt_1'): PaymentEvent => ({ id, type: 'checkout.session.completed', created: 1_764_064_800, family: 'checkout', sessionId });

/** The ledger explains each balance: sum of the entries of a credit type = that balance. */
function expectLedgerConsistent(accounts: InMemoryAccounts, userId: string): void {
  expect(accounts.ledgerTotal(userId, 'bonus')).toBe(accounts.balance(userId, 'bonus'));
  expect(accounts.ledgerTotal(userId, 'monthly')).toBe(accounts.balance(userId, 'monthly'));
}

describe('handleStripeEvent: packs', () => {
  it('should add the pack’s count of bonus credits with a grant_pack entry naming the session', async () => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 2 });
    gateway.putPackSession('cs_1', 'user-1', { metadata: { userId: 'user-1', packId: 'pack-90' } });

    // Act
    const outcomes = await handleStripeEvent(ports, completed('cs_1'));

    // Assert
    expect(outcomes).toEqual(['credited']);
    expect(accounts.balance('user-1', 'bonus')).toBe(92);
    expect(accounts.ledger.at(-1)).toMatchObject({ reason: 'grant_pack', creditType: 'bonus', delta: 90, reference: 'cs_1' });
    expect(payments.markersOf('user-1')).toEqual([checkoutMarkerSk('cs_1')]);
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should credit once when the same event arrives 10 times at once', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 1 });
    gateway.putPackSession('cs_1', 'user-1');

    // Act
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(ports, completed('cs_1'))));

    // Assert
    expect(outcomes.flat().filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.flat().filter((outcome) => outcome === 'already_credited')).toHaveLength(9);
    expect(accounts.balance('user-1', 'bonus')).toBe(31);
    expectLedgerConsistent(accounts, 'user-1');
  });

  it('should credit once for two different events of one session (completed, then async payment succeeded)', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putPackSession('cs_1', 'user-1');

    // Act
    await handleStripeEvent(ports, completed('cs_1', 'evt_a'));
    const second = await handleStripeEvent(ports, { id: 'evt_b', type: 'checkout.session.async_payment_succeeded', created: 1_764_064_900, family: 'checkout', sessionId: 'cs_1' });

    // Assert
    expect(second).toEqual(['already_credited']);
    expect(accounts.balance('user-1', 'bonus')).toBe(30);
    expect(accounts.ledger.filter((entry) => entry.reason === 'grant_pack')).toHaveLength(1);
  });

  it('should credit nothing when Stripe says the session is unpaid, whatever the event says', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 1 });
    gateway.putPackSession('cs_1', 'user-1', { paymentStatus: 'unpaid', status: 'complete' });
    const ledgerBefore = accounts.ledger.length;

    // Act
    const outcomes = await handleStripeEvent(ports, completed('cs_1'));

    // Assert
    expect(outcomes).toEqual(['not_paid']);
    expect(gateway.retrievals).toEqual(['cs_1']);
    expect(accounts.balance('user-1', 'bonus')).toBe(1);
    expect(accounts.ledger).toHaveLength(ledgerBefore);
  });

  it('should credit the async payment once it succeeds, after an unpaid completion', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putPackSession('cs_1', 'user-1', { paymentStatus: 'unpaid' });
    await handleStripeEvent(ports, completed('cs_1', 'evt_a'));
    gateway.putPackSession('cs_1', 'user-1', { paymentStatus: 'paid' });

    // Act
    const outcomes = await handleStripeEvent(ports, { id: 'evt_b', type: 'checkout.session.async_payment_succeeded', created: 1_764_068_400, family: 'checkout', sessionId: 'cs_1' });

    // Assert
    expect(outcomes).toEqual(['credited']);
    expect(accounts.balance('user-1', 'bonus')).toBe(30);
  });

  it.each([
    ['an unknown session', (gateway: FakePaymentGateway): void => void gateway, 'unknown_session'],
    ['a pack that is not in the catalogue', (gateway: FakePaymentGateway): void => void gateway.putPackSession('cs_1', 'user-1', { metadata: { userId: 'user-1', packId: 'pack-1000' } }), 'unknown_pack'],
    ['a session whose metadata names another parent', (gateway: FakePaymentGateway): void => void gateway.putPackSession('cs_1', 'user-1', { metadata: { userId: 'user-2', packId: 'pack-30' } }), 'no_user'],
    ['a session naming no parent', (gateway: FakePaymentGateway): void => void gateway.putPackSession('cs_1', 'user-1', { clientReferenceId: null, metadata: { packId: 'pack-30' } }), 'no_user'],
  ] as const)('should write nothing for %s', async (_case, setUp, expected) => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 1 });
    accounts.open('user-2', { bonusCredits: 1 });
    setUp(gateway);
    const ledgerBefore = accounts.ledger.length;

    // Act
    const outcomes = await handleStripeEvent(ports, completed('cs_1'));

    // Assert
    expect(outcomes).toEqual([expected]);
    expect(accounts.ledger).toHaveLength(ledgerBefore);
    expect(payments.markers.size).toBe(0);
  });

  it('should create a first payer’s account with its sign-up credit before adding the pack', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    gateway.putPackSession('cs_1', 'user-new');

    // Act
    await handleStripeEvent(ports, completed('cs_1'));

    // Assert
    expect(accounts.balance('user-new', 'bonus')).toBe(31);
    expect(accounts.ledger.filter((entry) => entry.userId === 'user-new').map((entry) => entry.reason)).toEqual(['grant_signup', 'grant_pack']);
    expectLedgerConsistent(accounts, 'user-new');
  });

  it('should try again a grant that lost a race, and credit once', async () => {
    // Arrange
    const { accounts, payments, gateway, ports, pauses } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putPackSession('cs_1', 'user-1');
    payments.conflicts.grantPack = 2;

    // Act
    const outcomes = await handleStripeEvent(ports, completed('cs_1'));

    // Assert
    expect(outcomes).toEqual(['credited']);
    expect(pauses).toHaveLength(2);
    expect(accounts.balance('user-1', 'bonus')).toBe(30);
  });

  it('should give up after repeated races so that Stripe delivers the event again (500), nothing written', async () => {
    // Arrange
    const { accounts, payments, gateway, ports } = arrange();
    accounts.open('user-1', { bonusCredits: 0 });
    gateway.putPackSession('cs_1', 'user-1');
    payments.conflicts.grantPack = CONFLICT_RETRY_POLICY.attempts;

    // Act
    const attempt = handleStripeEvent(ports, completed('cs_1'));

    // Assert
    await expect(attempt).rejects.toThrow(PaymentWriteContentionError);
    expect(accounts.balance('user-1', 'bonus')).toBe(0);
  });

  it('should acknowledge an event type it does not handle without reading or writing anything', async () => {
    // Arrange
    const { accounts, gateway, ports } = arrange();
    const ledgerBefore = accounts.ledger.length;

    // Act
    const outcomes = await handleStripeEvent(ports, { id: 'evt_x', type: 'charge.refunded', created: 1, family: 'ignored' });

    // Assert
    expect(outcomes).toEqual(['ignored']);
    expect(gateway.retrievals).toHaveLength(0);
    expect(accounts.ledger).toHaveLength(ledgerBefore);
  });
});
