import { describe, expect, it } from 'vitest';
import { addedStoriesSentence, parseThankYouParams, purchaseToTrack, searchKeepingOnlyStories } from './thank-you-logic';

const SUCCESS_QUERY = '?stories=30&price=19.99&final_price=15.99&pack_id=pack-30&pack_name=Pack%2030%20histoires';

describe('the thank-you address', () => {
  it("should read what the checkout's success address carries", () => {
    // Arrange / Act
    const params = parseThankYouParams(SUCCESS_QUERY);

    // Assert
    expect(params).toEqual({ stories: 30, price: 19.99, finalPrice: 15.99, packId: 'pack-30', packName: 'Pack 30 histoires' });
  });

  it('should treat missing, empty, negative or non-numeric values as absent', () => {
    // Arrange / Act
    const params = parseThankYouParams('?stories=trente&price=-3&final_price=&pack_id=%20');

    // Assert
    expect(params).toEqual({ stories: null, price: null, finalPrice: null, packId: null, packName: null });
  });

  it('should track the purchase at its final price, one item, in euros', () => {
    // Arrange
    const params = parseThankYouParams(SUCCESS_QUERY);

    // Act
    const payload = purchaseToTrack(params);

    // Assert
    expect(payload).toEqual({ value: 15.99, currency: 'EUR', content_ids: ['pack-30'], content_name: 'Pack 30 histoires', num_items: 1 });
  });

  it('should track nothing without a price or without a pack id', () => {
    // Arrange
    const queries = ['?stories=30&pack_id=pack-30', '?stories=30&price=19.99', '?stories=30', ''];

    // Act
    const payloads = queries.map((query) => purchaseToTrack(parseThankYouParams(query)));

    // Assert
    expect(payloads).toEqual([null, null, null, null]);
  });

  it('should keep only stories in the address, and leave an address that has nothing else alone', () => {
    // Arrange / Act
    const rewritten = searchKeepingOnlyStories(SUCCESS_QUERY);
    const untouched = searchKeepingOnlyStories('?stories=30');
    const emptied = searchKeepingOnlyStories('?price=19.99');
    const empty = searchKeepingOnlyStories('');

    // Assert
    expect(rewritten).toBe('?stories=30');
    expect(untouched).toBeNull();
    expect(emptied).toBe('');
    expect(empty).toBeNull();
  });

  it('should say how many stories were added, in the singular for one', () => {
    // Arrange / Act / Assert
    expect(addedStoriesSentence(30)).toBe('Vos 30 histoires ont été ajoutées à votre compte.');
    expect(addedStoriesSentence(1)).toBe('Votre histoire a été ajoutée à votre compte.');
    expect(addedStoriesSentence(null)).toBe('Vos histoires ont été ajoutées à votre compte.');
  });
});
