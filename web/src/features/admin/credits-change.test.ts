import { describe, expect, it } from 'vitest';
import { adminCreditsRequestSchema, type AdminCredits } from '@shared/admin';
import { creditsChangeRequest } from './credits-change';

const SHOWN: AdminCredits = { storiesCreated: 2, bonusStoriesCreated: 1, monthlyCredits: 28, bonusCredits: 30 };

describe("the credit form's request", () => {
  it('should send only the number the admin changed, with the value shown as the one it expects', () => {
    // Act
    const request = creditsChangeRequest('parent-1', SHOWN, { ...SHOWN, bonusCredits: 35 });

    // Assert
    expect(request).toEqual({ userId: 'parent-1', bonusCredits: 35, expected: { bonusCredits: 30 } });
    expect(adminCreditsRequestSchema.parse(request)).toEqual(request);
  });

  it('should send each changed number and nothing else when several are changed', () => {
    // Act
    const request = creditsChangeRequest('parent-1', SHOWN, { ...SHOWN, monthlyCredits: 0, storiesCreated: 30 });

    // Assert
    expect(request).toEqual({ userId: 'parent-1', storiesCreated: 30, monthlyCredits: 0, expected: { storiesCreated: 2, monthlyCredits: 28 } });
  });

  it('should send nothing when every number is as shown', () => {
    // Act
    const request = creditsChangeRequest('parent-1', SHOWN, { ...SHOWN });

    // Assert
    expect(request).toBeNull();
  });
});
