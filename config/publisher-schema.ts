import * as z from 'zod';

/**
 * config/publisher.json's fields and their rules, in one place beside the file: the deploy configuration parses the file
 * with it (infra/deploy-config.ts, which also refuses its placeholders before a deploy), the web reads the
 * file as this type (web/src/lib/publisher.ts: the legal pages, the footer, the canonical URLs), and a unit
 * test holds the repository's file to it. Not in shared/, the parents' contract whose messages are all French:
 * these are the operator's, in English like the rest of the deploy configuration's.
 */

/** Cognito, SES and the operator's inboxes take one bare address: no display name, no list. */
export const EMAIL_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

const publisherText = z.string({ error: 'must be a non-empty text' }).trim().min(1, { error: 'must be a non-empty text' });
const publisherAddress = z.string({ error: 'must be one e-mail address' }).regex(EMAIL_ADDRESS, { error: 'must be one e-mail address' });
const httpsUrl = z.string({ error: 'must be an https address' }).refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { error: 'must be an https address' });

/** config/publisher.json, as web/src/lib/publisher.ts reads it (the legal pages, the footer, the canonical URLs). */
export const PUBLISHER_SCHEMA = z.object({
  /** The public address of the site, without a trailing slash (canonical URLs, Open Graph, sitemap.xml). */
  siteUrl: z
    .string({ error: 'must be the site’s address without a trailing slash, such as https://contes.example.fr' })
    .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol) && new URL(value).origin === value, {
      error: 'must be the site’s address without a trailing slash, such as https://contes.example.fr',
    }),
  companyName: publisherText,
  legalForm: publisherText,
  shareCapital: publisherText,
  registration: publisherText,
  vatNumber: publisherText,
  address: publisherText,
  /** The publisher's telephone number (the LCEN, art. 6 III, asks for it in the legal notice). */
  phone: publisherText,
  publicationDirector: publisherText,
  contactEmail: publisherAddress,
  privacyEmail: publisherAddress,
  host: z.object({ name: publisherText, address: publisherText, phone: publisherText, website: httpsUrl }),
  /** The consumer mediator the operator joined (Code de la consommation, art. L612-1 and L616-1): named in /cgv. */
  consumerMediator: z.object({ name: publisherText, address: publisherText, website: httpsUrl }),
  /** The AWS region where the stack stores the data (DynamoDB, S3, Cognito). */
  awsRegion: z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, { error: 'must be an AWS region such as eu-west-3' }),
  awsRegionLabel: publisherText,
  /** ISO date of the legal texts' last update. */
  legalLastUpdated: z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: 'must be a calendar date such as 2026-11-25',
    }),
});
export type Publisher = z.infer<typeof PUBLISHER_SCHEMA>;
