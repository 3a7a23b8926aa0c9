import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNUP_BONUS_CREDITS, SUBSCRIPTION_MONTHLY_CREDITS } from '#shared/credits';
import { PACKS } from '#shared/packs';
import { EXPORT_LINK_SECONDS } from '#shared/privacy';
import { LEGAL_FACTS } from '../../web/src/features/public/legal/legal-facts';

/** A file of the repository, read as text (the stack and the functions are not imported for a few numbers). */
const source = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/**
 * The legal texts quote the product's numbers (web/src/features/public/legal/legal-facts.ts). These tests fail when the product changes
 * and the texts do not follow: a promise in the privacy policy or the terms of sale must stay true.
 */
describe('the facts the legal pages quote', () => {
  it('should match the catalogue: the free first story, the packs and the subscription', () => {
    // Arrange
    const packCounts = PACKS.map((pack) => pack.count);

    // Act / Assert
    expect(LEGAL_FACTS.freeStoriesAtSignUp).toBe(SIGNUP_BONUS_CREDITS);
    expect(LEGAL_FACTS.packStoryCounts).toEqual(packCounts);
    expect(LEGAL_FACTS.subscriptionStoriesPerMonth).toBe(SUBSCRIPTION_MONTHLY_CREDITS);
  });

  it('should match the retention periods the stack sets', () => {
    // Arrange
    const accessLogs = source('infra/constructs/access-logs.ts');
    const api = source('infra/constructs/api.ts');
    const functions = source('infra/constructs/lambda-function.ts');
    const media = source('infra/constructs/media.ts');
    const data = source('infra/constructs/data.ts');

    // Act / Assert
    expect(accessLogs).toContain(`expiration: Duration.days(${LEGAL_FACTS.edgeLogDays})`);
    expect(LEGAL_FACTS.applicationLogDays).toBe(30);
    expect(api).toMatch(/new LogGroup\(this, 'AccessLogs', \{ retention: RetentionDays\.ONE_MONTH \}\)/);
    expect(functions).toContain('retention: RetentionDays.ONE_MONTH');
    // A deleted object's old version expires after 1 day, and S3 applies its rules once a day: 48 h at most.
    expect(media).toContain('MEDIA_RETENTION_DAYS = { noncurrentVersions: 1, incompleteUploads: 1 }');
    expect(LEGAL_FACTS.deletedMediaHours).toBe(48);
    // Point-in-time recovery keeps 35 days of restore points.
    expect(data).toContain('pointInTimeRecoveryEnabled: true');
    expect(LEGAL_FACTS.backupDays).toBe(35);
  });

  it('should match the session length and the signed links of the media', () => {
    // Arrange
    const auth = source('infra/constructs/auth.ts');
    const mediaRepository = source('functions/core/stories/story-media-repository.ts');

    // Act / Assert
    expect(auth).toContain(`refreshTokenValidity: Duration.days(${LEGAL_FACTS.sessionDays})`);
    expect(mediaRepository).toContain(`SIGNED_URL_SECONDS = ${LEGAL_FACTS.signedLinkMinutes} * 60`);
    expect(EXPORT_LINK_SECONDS).toBe(LEGAL_FACTS.exportLinkMinutes * 60);
  });
});
