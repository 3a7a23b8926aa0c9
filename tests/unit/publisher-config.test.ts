import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLISHER_SCHEMA } from '../../config/publisher-schema';

/**
 * config/publisher.json is filled by the operator before deploying (web/src/lib/publisher.ts): the legal pages,
 * the footer, the contact page and the prerendered pages' canonical URLs read it. A field left empty or
 * malformed would print a hole in a legal text or a broken canonical address: the repository's file is held
 * to the one schema the deploy configuration also parses it with (config/publisher-schema.ts, beside the file).
 */
const CONFIG_URL = new URL('../../config/publisher.json', import.meta.url);

const readConfig = (): Record<string, unknown> => JSON.parse(readFileSync(CONFIG_URL, 'utf8')) as Record<string, unknown>;

/** The fields a parse refused, as dotted paths ("host.website"). */
const refusedFields = (config: unknown): string[] => {
  const parsed = PUBLISHER_SCHEMA.safeParse(config);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('config/publisher.json', () => {
  it('should fill every field the site reads, as the publisher schema asks', () => {
    // Act
    const refused = refusedFields(readConfig());

    // Assert
    expect(refused).toEqual([]);
  });

  it.each([
    ['an empty company name', { companyName: '  ' }, 'companyName'],
    ['a contact address that is not one e-mail', { contactEmail: 'contact chez nous' }, 'contactEmail'],
    ['a site address with a trailing slash', { siteUrl: 'https://contes.example.fr/' }, 'siteUrl'],
    ['a site address with a path', { siteUrl: 'https://contes.example.fr/app' }, 'siteUrl'],
    ['a date that rolls over to the next month', { legalLastUpdated: '2026-02-30' }, 'legalLastUpdated'],
    ['a region that is not an AWS region', { awsRegion: 'Paris' }, 'awsRegion'],
  ])('should refuse %s', (_label, change, field) => {
    // Arrange
    const config = { ...readConfig(), ...change };

    // Act
    const refused = refusedFields(config);

    // Assert
    expect(refused).toEqual([field]);
  });

  it('should refuse a host or mediator website that is not https', () => {
    // Arrange
    const config = readConfig();
    const host = { ...(config.host as object), website: 'http://hebergeur.example' };
    const consumerMediator = { ...(config.consumerMediator as object), website: 'mediateur.example' };

    // Act
    const refused = refusedFields({ ...config, host, consumerMediator });

    // Assert
    expect(refused).toEqual(['host.website', 'consumerMediator.website']);
  });
});
