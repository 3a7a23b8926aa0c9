import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';
import { PUBLISHER, type Publisher } from '@/lib/publisher';
import { documentText, LEGAL_PATHS, plainText, type LegalDocument, type LegalInline, type LegalText } from './legal-document';
import { legalDocument, legalPathOf, otherLegalDocuments } from './legal-documents';
import { SELF_SERVICE_NOTICE } from './self-service-notice';

const documents = (publisher: Publisher = PUBLISHER): LegalDocument[] => LEGAL_PATHS.map((path) => legalDocument(path, publisher));

/** Every piece of text of a document (intro, paragraphs, list items), to look at its links. */
function pieces(document: LegalDocument): LegalInline[] {
  const texts: LegalText[] = [document.intro, ...document.sections.flatMap((part) => part.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items)))];
  return texts.flatMap((text) => (typeof text === 'string' ? [text] : [...text]));
}

/** Apostrophes and spaces as one, so "d'utilisation" and "d’utilisation" compare equal. */
const fold = (text: string): string => text.replaceAll('’', "'").replace(/\s+/g, ' ').toLowerCase();

/** Another operator's data, each value unlike the placeholders of config/publisher.json. */
const OTHER_PUBLISHER: Publisher = {
  siteUrl: 'https://histoires.example.org',
  companyName: 'Les Petites Plumes SARL',
  legalForm: 'Société à responsabilité limitée',
  shareCapital: '5 000 €',
  registration: 'RCS Lyon 123 456 789',
  vatNumber: 'FR12 123456789',
  address: '2 quai des Contes, 69002 Lyon, France',
  phone: '04 00 00 00 00',
  publicationDirector: 'Alix Martin',
  contactEmail: 'bonjour@plumes.example.org',
  privacyEmail: 'vie-privee@plumes.example.org',
  host: { name: 'Hébergeur Test', address: '3 rue du Nuage, 75001 Paris', phone: '01 00 00 00 00', website: 'https://nuage.example.org' },
  consumerMediator: { name: 'Médiation Test', address: '4 rue de la Paix, 75002 Paris', website: 'https://mediation.example.org' },
  awsRegion: 'eu-west-1',
  awsRegionLabel: 'Irlande',
  legalLastUpdated: '2027-01-01',
};

describe('legal documents', () => {
  it('should give every legal path of the spec a document of its own', () => {
    // Arrange
    const specPaths = [paths.legalNotice, paths.termsOfSale, paths.termsOfUse, paths.privacyPolicy, paths.cookies, paths.gdpr, paths.rights, paths.personalData];

    // Act
    const found = specPaths.map((path) => legalDocument(path, PUBLISHER).path);

    // Assert
    expect([...LEGAL_PATHS].sort()).toEqual([...specPaths].sort());
    expect(found).toEqual(specPaths);
  });

  it('should title each document as its page is titled for search engines', () => {
    // Arrange / Act
    const titles = documents().map((document) => ({ title: fold(document.title), page: fold(publicPage(document.path)?.title ?? '') }));

    // Assert
    for (const { title, page } of titles) {
      expect(title).not.toBe('');
      expect(title).toBe(page);
    }
  });

  it('should give each document at least three sections with unique anchors and some text', () => {
    // Arrange / Act
    const all = documents();

    // Assert
    for (const document of all) {
      const ids = document.sections.map((part) => part.id);
      expect(ids.length, document.path).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size, document.path).toBe(ids.length);
      for (const part of document.sections) {
        expect(part.id, document.path).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(part.title.trim(), part.id).not.toBe('');
        expect(part.blocks.length, part.id).toBeGreaterThan(0);
      }
    }
  });

  it('should leave no placeholder, no empty value and no "tu" in the texts', () => {
    // Arrange
    // Whole words only: \p{L} rather than \b, which takes « é » for a word boundary.
    const placeholders = /(?<!\p{L})(todo|tbd|fixme|lorem|ipsum|xxx|undefined|null|nan)(?!\p{L})|\[object|\$\{/iu;
    const tutoiement = /(?<!\p{L})(?:(tu|toi|ton|ta|tes|te)(?!\p{L})|t[’'](?=\p{L}))/iu;

    // Act
    const texts = documents().map((document) => ({ path: document.path, text: documentText(document) }));

    // Assert
    for (const { path, text } of texts) {
      expect(text, path).not.toMatch(placeholders);
      expect(text, path).not.toMatch(tutoiement);
      expect(text, path).not.toMatch(/ {2}| ,| \./);
    }
  });

  it('should name the six rights on /rgpd', () => {
    // Arrange
    const rights = ["droit d'accès", 'droit de rectification', "droit à l'effacement", 'droit à la limitation', 'droit à la portabilité', "droit d'opposition"];

    // Act
    const text = fold(documentText(legalDocument(paths.gdpr, PUBLISHER)));

    // Assert
    for (const right of rights) expect(text).toContain(right);
  });

  it('should promise an answer within « un mois » on /droits', () => {
    // Arrange / Act
    const text = fold(documentText(legalDocument(paths.rights, PUBLISHER)));

    // Assert
    expect(text).toContain("dans un délai d'un mois");
  });

  it('should say how to exercise the rights today on every page that speaks of them, with the same sentence', () => {
    // Arrange
    const notice = plainText(SELF_SERVICE_NOTICE(PUBLISHER));

    // Act
    const pages = [paths.privacyPolicy, paths.gdpr, paths.rights, paths.personalData].map((path) => documentText(legalDocument(path, PUBLISHER)));

    // Assert
    expect(notice).toContain(PUBLISHER.privacyEmail);
    expect(notice).toContain('« Télécharger mes données »');
    expect(notice).toContain('« Supprimer mon compte »');
    for (const text of pages) expect(text).toContain(notice);
  });

  it('should write the publisher’s data from the configuration, never from the prose', () => {
    // Arrange / Act
    const notice = documentText(legalDocument(paths.legalNotice, OTHER_PUBLISHER));
    const sale = documentText(legalDocument(paths.termsOfSale, OTHER_PUBLISHER));
    const privacy = documentText(legalDocument(paths.privacyPolicy, OTHER_PUBLISHER));
    const everything = documents(OTHER_PUBLISHER).map(documentText).join('\n');

    // Assert
    const { companyName, address, phone, registration, vatNumber, publicationDirector, host } = OTHER_PUBLISHER;
    for (const value of [companyName, address, phone, registration, vatNumber, publicationDirector, host.name, host.address, host.phone, OTHER_PUBLISHER.siteUrl.replace('https://', '')]) {
      expect(notice).toContain(value);
    }
    expect(sale).toContain(OTHER_PUBLISHER.consumerMediator.name);
    expect(sale).toContain(OTHER_PUBLISHER.consumerMediator.address);
    expect(privacy).toContain(OTHER_PUBLISHER.awsRegionLabel);
    expect(privacy).toContain(OTHER_PUBLISHER.privacyEmail);
    // Nothing of the placeholder operator is left when another operator fills the file.
    for (const placeholder of [PUBLISHER.companyName, PUBLISHER.contactEmail, PUBLISHER.privacyEmail, PUBLISHER.address, PUBLISHER.consumerMediator.name]) {
      expect(everything).not.toContain(placeholder);
    }
  });

  it('should link only to pages of the site, e-mail addresses of the publisher and https sites', () => {
    // Arrange
    const sitePaths = new Set<string>(Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : [])));
    const emails = new Set([`mailto:${PUBLISHER.contactEmail}`, `mailto:${PUBLISHER.privacyEmail}`]);

    // Act
    const links = documents()
      .flatMap(pieces)
      .flatMap((piece) => (typeof piece === 'string' || 'strong' in piece ? [] : [piece]));
    const internal = links.flatMap((link) => ('to' in link ? [link.to] : []));
    const external = links.flatMap((link) => ('href' in link ? [link.href] : []));

    // Assert
    expect(internal.length).toBeGreaterThan(0);
    for (const to of internal) expect(sitePaths.has(to), to).toBe(true);
    for (const href of external) {
      if (href.startsWith('mailto:')) expect(emails.has(href), href).toBe(true);
      else expect(href === PUBLISHER.siteUrl || href.startsWith('https://'), href).toBe(true);
    }
  });

  it('should say what the product really does with the data', () => {
    // Arrange / Act
    const privacy = fold(documentText(legalDocument(paths.privacyPolicy, PUBLISHER)));
    const data = fold(documentText(legalDocument(paths.personalData, PUBLISHER)));
    const cookies = fold(documentText(legalDocument(paths.cookies, PUBLISHER)));
    const sale = fold(documentText(legalDocument(paths.termsOfSale, PUBLISHER)));

    // Assert: where, who, what never, how long.
    for (const fact of ['amazon cognito', 'dynamodb', 's3', 'stripe', 'openai', 'sans son prénom', 'jamais votre nom', 'aucune publicité', 'gardées pour toujours dans une bibliothèque privée']) {
      expect(privacy, fact).toContain(fact);
    }
    for (const never of ['photo', 'nom de famille', 'adresse', 'école', 'localisation', 'voix']) expect(data, never).toContain(never);
    for (const fact of ['prénom', 'âge', "centres d'intérêt", 'connexion', 'navigation']) expect(data, fact).toContain(fact);
    for (const key of ['selectedprofileid', 'childtheme', 'cookiesaccepted', 'gérer les cookies', 'sans votre accord, rien n’est envoyé'.replace('’', "'")]) {
      expect(cookies, key).toContain(key);
    }
    for (const term of ['l221-28 13°', 'toutes taxes comprises', 'hors taxes', '30 jours', '12 derniers mois', '3 mois', '48 heures', '24 h/24', 'n’expirent jamais'.replace('’', "'"), 'médiateur']) {
      expect(sale, term).toContain(term);
    }
  });

  it('should find the document of a path whatever its case or trailing slash, as the router does', () => {
    // Arrange / Act / Assert
    expect(legalPathOf('/cgv')).toBe(paths.termsOfSale);
    expect(legalPathOf('/CGV/')).toBe(paths.termsOfSale);
    expect(legalPathOf('/Mentions-Legales')).toBe(paths.legalNotice);
    expect(legalPathOf('/blog')).toBeUndefined();
    expect(legalPathOf('/')).toBeUndefined();
  });

  it('should link each document to the seven others', () => {
    // Arrange / Act
    const others = otherLegalDocuments(paths.rights, PUBLISHER);

    // Assert
    expect(others.map((other) => other.path)).toEqual(LEGAL_PATHS.filter((path) => path !== paths.rights));
    expect(others.every((other) => other.title !== '')).toBe(true);
  });
});
