import { describe, expect, it } from 'vitest';
import { PACKS, packById } from '@shared/packs';
import { checkoutOpening, discountPercent, formatEuros, initiateCheckoutPayload, pricePerStory, pricePerStoryLabel, subscriptionPriceCents } from './shop-logic';

describe('shop prices', () => {
  it('should write prices the French way, two decimals and a comma', () => {
    // Arrange
    const amounts = [1599, 12999, 1299, 5, 100];

    // Act
    const written = amounts.map(formatEuros);

    // Assert
    expect(written).toEqual(['15,99\u00a0€', '129,99\u00a0€', '12,99\u00a0€', '0,05\u00a0€', '1,00\u00a0€']);
  });

  it("should show 'Seulement 0,35€/histoire' on the 365 pack, as the spec does", () => {
    // Arrange
    const pack = packById('pack-365')!;

    // Act
    const label = pricePerStoryLabel(pack);

    // Assert
    expect(label).toBe('Seulement 0,35€/histoire');
  });

  it('should give every pack its price per story with two decimals and a comma', () => {
    // Arrange / Act
    const perStory = PACKS.map((pack) => [pack.id, pricePerStory(pack)]);

    // Assert
    expect(perStory).toEqual([
      ['pack-30', '0,53'],
      ['pack-60', '0,46'],
      ['pack-90', '0,44'],
      ['pack-365', '0,35'],
    ]);
  });

  it('should compute the saving against the original price, and none when there is no discount', () => {
    // Arrange / Act
    const savings = PACKS.map(discountPercent);
    const none = discountPercent({ priceCents: 1000, originalPriceCents: 1000 });

    // Assert
    expect(savings).toEqual([20, 22, 20, 19]);
    expect(none).toBe(0);
  });

  it("should take the operator's subscription price, else 12,99 €", () => {
    // Arrange / Act
    const prices = [subscriptionPriceCents(999), subscriptionPriceCents(undefined), subscriptionPriceCents(0), subscriptionPriceCents(12.5)];

    // Assert
    expect(prices).toEqual([999, 1299, 1299, 1299]);
  });
});

describe('buying', () => {
  it('should describe the checkout as the spec lists it: ids, name, product, value in euros, EUR', () => {
    // Arrange
    const pack = packById('pack-60')!;

    // Act
    const payload = initiateCheckoutPayload({ id: pack.id, name: pack.name, priceCents: pack.priceCents });

    // Assert
    expect(payload).toEqual({ content_ids: ['pack-60'], content_name: 'Pack 60 histoires', content_type: 'product', value: 27.99, currency: 'EUR' });
  });

  it('should open the payment page in the same tab on a phone and in a new tab on a wider screen', () => {
    // Arrange / Act / Assert
    expect(checkoutOpening(true)).toBe('same-tab');
    expect(checkoutOpening(false)).toBe('new-tab');
  });
});
