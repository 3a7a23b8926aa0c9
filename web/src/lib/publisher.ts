import publisher from '@config/publisher.json';

/**
 * Who publishes the site, as the operator wrote it in config/publisher.json before deploying (placeholders
 * for the local twin): the legal pages, the footer, the contact page and the prerendered pages' canonical
 * URLs read it from here only. tests/unit/publisher-config.test.ts checks the file's fields.
 */
export interface Publisher {
  /** The public address of the site, without a trailing slash (canonical URLs, Open Graph, sitemap.xml). */
  siteUrl: string;
  companyName: string;
  legalForm: string;
  shareCapital: string;
  registration: string;
  vatNumber: string;
  address: string;
  /** The publisher's telephone number (the LCEN, art. 6 III, asks for it in the legal notice). */
  phone: string;
  publicationDirector: string;
  contactEmail: string;
  privacyEmail: string;
  host: { name: string; address: string; phone: string; website: string };
  /** The consumer mediator the operator joined (Code de la consommation, art. L612-1 and L616-1): named in /cgv. */
  consumerMediator: { name: string; address: string; website: string };
  /** The AWS region where the stack stores the data (DynamoDB, S3, Cognito). */
  awsRegion: string;
  awsRegionLabel: string;
  /** ISO date of the legal texts' last update. */
  legalLastUpdated: string;
}

export const PUBLISHER: Publisher = publisher;
