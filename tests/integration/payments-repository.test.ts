import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createAccountRepository } from '#adapters/accounts/account-repository';
import { handleStripeEvent } from '#core/payments/handle-stripe-event';
import type { PaymentEventPorts } from '#core/payments/payment-event-ports';
import type { PaymentEvent } from '#core/payments/payment-gateway';
import { createPaymentRepository } from '#adapters/payments/payment-repository';
import { subscriptionStateOf } from '#core/payments/subscription-rules';
import { ENV } from '#shared/environment';
import { ACCOUNT_SK, LEDGER_SK_PREFIX } from '#shared/tables';
import { FakePaymentGateway } from '../unit/support/fake-payment-gateway';
import { boundName } from './support/aws';

/**
 * The payment repository's conditions and transactions on DynamoDB Local, under real concurrency: the
 * rules run with a fake Stripe (so a paid session can be arranged without its events being delivered),
 * and the real adapters write the twin's accounts table.
 */

const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamodbEndpoint'), region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  { marshallOptions: { removeUndefinedValues: true } },
);

function arrange() {
  const table = boundName(ENV.accountsTable);
  const gateway = new FakePaymentGateway();
  const payments = createPaymentRepository(client, table);
  const ports: PaymentEventPorts = { accounts: createAccountRepository(client, table), payments, gateway };
  return { gateway, payments, ports, userId: `parent-${randomUUID()}` };
}

async function partitionOf(userId: string) {
  const { Items = [] } = await client.send(
    new QueryCommand({ TableName: boundName(ENV.accountsTable), KeyConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId }, ConsistentRead: true }),
  );
  const account = Items.find((item) => item.sk === ACCOUNT_SK)!;
  const ledger = Items.filter((item) => String(item.sk).startsWith(LEDGER_SK_PREFIX));
  const total = (creditType: string) => ledger.filter((entry) => entry.creditType === creditType).reduce((sum, entry) => sum + Number(entry.delta), 0);
  return { account, ledger, markers: Items.filter((item) => item !== account && !ledger.includes(item)).map((item) => String(item.sk)), total };
}

async function expectLedgerConsistent(userId: string): Promise<void> {
  const { account, total } = await partitionOf(userId);
  expect(total('bonus')).toBe(account.bonusCredits);
  expect(total('monthly')).toBe(account.monthlyCreditsRemaining);
}

/** A paid renewal invoice of `sub_1` as Stripe holds it (in the fake gateway), and its event, which names only its id. */
function invoicePaid(gateway: FakePaymentGateway, periodStart: number, created: number): PaymentEvent {
  const invoiceId = `in_${String(periodStart)}`;
  gateway.putInvoice(invoiceId, 'sub_1', { billingReason: 'subscription_cycle', periodStart, periodEnd: periodStart + 2_592_000 });
  return { id: `evt_${String(periodStart)}`, type: 'invoice.paid', created, family: 'invoice', invoiceId };
}

describe('the payment repository on DynamoDB', () => {
  it('should credit a pack once when its event is handled 10 times at once, for an account created by the first of them', async () => {
    // Arrange
    const { gateway, ports, userId } = arrange();
    gateway.putPackSession('cs_race', userId);
    const event: PaymentEvent = { id: 'evt_race', type: 'checkout.session.completed', created: 1, family: 'checkout', sessionId: 'cs_race' };

    // Act
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(ports, event)));

    // Assert
    expect(outcomes.flat().filter((outcome) => outcome === 'credited')).toHaveLength(1);
    const { account, ledger, markers } = await partitionOf(userId);
    expect(account.bonusCredits).toBe(31);
    expect(ledger.map((entry) => entry.reason).sort()).toEqual(['grant_pack', 'grant_signup']);
    expect(markers).toEqual(['CHECKOUT#cs_race']);
    await expectLedgerConsistent(userId);
  });

  it('should grant a paid period once when its invoice is handled 10 times at once', async () => {
    // Arrange
    const { gateway, ports, userId } = arrange();
    gateway.putSubscription('sub_1', userId);

    // Act
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(ports, invoicePaid(gateway, 1_764_000_000, 10))));

    // Assert
    expect(outcomes.flat().filter((outcome) => outcome === 'period_granted')).toHaveLength(1);
    const { account, ledger } = await partitionOf(userId);
    expect(account).toMatchObject({ planType: 'subscription', monthlyCredits: 30, monthlyCreditsRemaining: 30, grantedPeriodStart: 1_764_000_000 });
    expect(ledger.filter((entry) => entry.reason === 'grant_subscription')).toHaveLength(1);
    await expectLedgerConsistent(userId);
  });

  it('should refuse a period grant computed from a balance that moved meanwhile, then grant it from the new one', async () => {
    // Arrange
    const { gateway, payments, ports, userId } = arrange();
    gateway.putSubscription('sub_1', userId);
    await handleStripeEvent(ports, invoicePaid(gateway, 1_764_000_000, 10));
    const stale = (await payments.getBillingState(userId))!;

    // Act
    const first = await payments.grantPeriod({
      userId,
      subscriptionId: 'sub_1',
      periodStart: 1_766_592_000,
      invoiceId: 'in_2',
      eventId: 'evt_2',
      allowance: 30,
      before: { ...stale, monthlyCreditsRemaining: stale.monthlyCreditsRemaining - 1 },
      now: new Date(),
    });
    const retried = await handleStripeEvent(ports, invoicePaid(gateway, 1_766_592_000, 20));

    // Assert
    expect(first).toBe('changed');
    expect(retried).toEqual(['subscription_saved', 'period_granted']);
    await expectLedgerConsistent(userId);
  });

  it('should never write an older event’s subscription state over a newer one', async () => {
    // Arrange
    const { gateway, payments, ports, userId } = arrange();
    gateway.putSubscription('sub_1', userId, { status: 'canceled' });
    await handleStripeEvent(ports, { id: 'evt_deleted', type: 'customer.subscription.deleted', created: 500, family: 'subscription', subscriptionId: 'sub_1' });
    const active = subscriptionStateOf(gateway.putSubscription('sub_1', userId, { status: 'active' }));

    // Act
    const older = await payments.saveSubscriptionState(userId, active, 400, new Date());
    const newer = await payments.saveSubscriptionState(userId, active, 600, new Date());

    // Assert
    expect(older).toBe('stale');
    expect(newer).toBe('saved');
    const { account } = await partitionOf(userId);
    expect(account).toMatchObject({ planType: 'subscription', subscriptionStatus: 'active', subscriptionUpdatedAt: 600 });
  });
});
