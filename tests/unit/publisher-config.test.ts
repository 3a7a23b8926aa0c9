import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * config/publisher.json is filled by the operator before deploying (web/src/lib/publisher.ts): the legal pages,
 * the footer, the contact page and the prerendered pages' canonical URLs read it. A field left empty or
 * malformed would print a hole in a legal text or a broken canonical address, so it is checked here.
 */
const CONFIG_URL = new URL('../../config/publisher.json', import.meta.url);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readConfig(): Record<string, Json> {
  return JSON.parse(readFileSync(CONFIG_URL, 'utf8')) as Record<string, Json>;
}

/** Every leaf of the file as a dotted path and its value ("host.name"), the `$comment` aside. */
function leaves(value: Json, prefix = ''): [string, Json][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== '$comment')
      .flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const text = (config: Record<string, Json>, path: string): string => {
  const value = path.split('.').reduce<Json | undefined>((node, key) => (node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined), config);
  if (typeof value !== 'string') throw new Error(`config/publisher.json: ${path} is not a text`);
  return value;
};

/** The fields web/src/lib/publisher.ts's Publisher type reads. */
const REQUIRED_FIELDS = [
  'siteUrl',
  'companyName',
  'legalForm',
  'shareCapital',
  'registration',
  'vatNumber',
  'address',
  'phone',
  'publicationDirector',
  'contactEmail',
  'privacyEmail',
  'host.name',
  'host.address',
  'host.phone',
  'host.website',
  'consumerMediator.name',
  'consumerMediator.address',
  'consumerMediator.website',
  'awsRegion',
  'awsRegionLabel',
  'legalLastUpdated',
];

describe('config/publisher.json', () => {
  it('should fill every field the site reads, with a non-empty text', () => {
    // Arrange
    const config = readConfig();

    // Act
    const fields = new Map(leaves(config));

    // Assert
    for (const field of REQUIRED_FIELDS) expect(fields.has(field), field).toBe(true);
    for (const [field, value] of fields) {
      expect(typeof value, field).toBe('string');
      expect(String(value).trim(), field).not.toBe('');
    }
  });

  it('should give valid e-mail addresses', () => {
    // Arrange
    const config = readConfig();
    const email = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

    // Act / Assert
    for (const field of ['contactEmail', 'privacyEmail']) expect(text(config, field), field).toMatch(email);
  });

  it('should give the site address as an absolute URL without a trailing slash', () => {
    // Arrange
    const siteUrl = text(readConfig(), 'siteUrl');

    // Act
    const parsed = new URL(siteUrl);

    // Assert
    expect(['https:', 'http:']).toContain(parsed.protocol);
    expect(siteUrl).not.toMatch(/\/$/);
    expect(parsed.pathname).toBe('/');
    expect(parsed.search + parsed.hash).toBe('');
    expect(`${parsed.origin}`).toBe(siteUrl);
  });

  it('should give absolute https addresses for the host and the mediator', () => {
    // Arrange
    const config = readConfig();

    // Act / Assert
    for (const field of ['host.website', 'consumerMediator.website']) expect(new URL(text(config, field)).protocol, field).toBe('https:');
  });

  it('should date the legal texts with a real ISO calendar date', () => {
    // Arrange
    const date = text(readConfig(), 'legalLastUpdated');

    // Act
    const parsed = new Date(`${date}T00:00:00Z`);

    // Assert
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(parsed.getTime())).toBe(false);
    // "2026-02-30" would roll over to March: the round trip must give the same day back.
    expect(parsed.toISOString().slice(0, 10)).toBe(date);
  });

  it('should name an AWS region like eu-west-3', () => {
    // Arrange
    const region = text(readConfig(), 'awsRegion');

    // Act / Assert
    expect(region).toMatch(/^[a-z]{2}(-gov)?-[a-z]+-\d$/);
  });
});
