import publisher from '@config/publisher.json';
import type { Publisher } from '@config/publisher-schema';

/**
 * Who publishes the site, as the operator wrote it in config/publisher.json before deploying (placeholders
 * for the local twin): the legal pages, the footer, the contact page and the prerendered pages' canonical
 * URLs read it from here only. Its fields and their rules: config/publisher-schema.ts (tests/unit/publisher-config.test.ts holds
 * the file to them).
 */
export const PUBLISHER: Publisher = publisher;
export type { Publisher };
