import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_CARD_TEXT } from '@/features/shop/messages';
import { BUYING_LABEL } from './pack-card';
import { SubscriptionCard } from './subscription-card';

// The active subscription's button reads and opens the billing portal: not this card's logic.
vi.mock('@/features/credits', () => ({ ManageSubscriptionButton: () => <button type="button">Gérer mon abonnement</button> }));

function renderCard(props: Partial<{ subscribed: boolean; busy: boolean; disabled: boolean }> = {}) {
  const onSubscribe = vi.fn<() => void>();
  render(<SubscriptionCard priceCents={999} subscribed={false} busy={false} disabled={false} onSubscribe={onSubscribe} {...props} />);
  return { onSubscribe, user: userEvent.setup() };
}

describe('SubscriptionCard', () => {
  it("should offer « S'abonner » at the monthly price to a parent without a subscription", async () => {
    // Arrange
    const { onSubscribe, user } = renderCard();

    // Act
    await user.click(screen.getByRole('button', { name: "S'abonner" }));

    // Assert
    expect(onSubscribe).toHaveBeenCalledOnce();
    expect(screen.getByTestId('subscription-offer')).toHaveTextContent('9,99 € par mois');
    expect(screen.queryByText(SUBSCRIPTION_CARD_TEXT.active)).not.toBeInTheDocument();
  });

  it('should say the subscription is active and offer its management instead of a second subscription', () => {
    // Arrange / Act
    renderCard({ subscribed: true });

    // Assert
    expect(screen.getByText(SUBSCRIPTION_CARD_TEXT.active)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gérer mon abonnement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "S'abonner" })).not.toBeInTheDocument();
  });

  it('should show the redirect and take no second click while the checkout opens', () => {
    // Arrange / Act
    renderCard({ busy: true, disabled: true });

    // Assert
    const button = screen.getByRole('button', { name: BUYING_LABEL });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
