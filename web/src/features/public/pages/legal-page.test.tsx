import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from '@/features/public/legal/legal-document';
import { legalDocument } from '@/features/public/legal/legal-documents';
import { paths } from '@/lib/paths';
import { PUBLISHER } from '@/lib/publisher';
import { Component as LegalPage } from './legal-page';

/** The page's HTML as the prerender writes it: rendered on the server for one address. */
const render = (path: string): string =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
    </MemoryRouter>,
  );

const count = (html: string, pattern: RegExp): number => html.match(pattern)?.length ?? 0;

describe('the legal page', () => {
  it('should render each legal path as one article with one h1 and its date in French', () => {
    // Arrange
    const expectedDate = `Dernière mise à jour : <time dateTime="${PUBLISHER.legalLastUpdated}">`;

    for (const path of LEGAL_PATHS) {
      // Act
      const html = render(path);

      // Assert
      const title = legalDocument(path, PUBLISHER).title.replaceAll("'", '&#x27;');
      expect(count(html, /<main/g), path).toBe(0); // The public layout holds the one <main>.
      expect(count(html, /<article/g), path).toBe(1);
      expect(count(html, /<h1/g), path).toBe(1);
      expect(html, path).toContain(`${title}</h1>`);
      expect(html, path).toContain(expectedDate);
    }
  });

  it('should write the date of the last update with French month names', () => {
    // Arrange / Act
    const html = render(paths.legalNotice);

    // Assert: config/publisher.json's date, e.g. 2026-11-25 → 25 novembre 2026.
    const [year = 0, month = 0, day = 0] = PUBLISHER.legalLastUpdated.split('-').map(Number);
    const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
    expect(html).toContain(`>${day === 1 ? '1er' : day} ${months[month - 1]} ${year}</time>`);
  });

  it('should link its table of contents to each section heading', () => {
    // Arrange
    const document = legalDocument(paths.privacyPolicy, PUBLISHER);

    // Act
    const html = render(paths.privacyPolicy);

    // Assert
    for (const part of document.sections) {
      expect(html).toContain(`href="#${part.id}"`);
      expect(html).toContain(`<h2 id="${part.id}"`);
    }
    expect(count(html, /<h2/g)).toBe(document.sections.length + 2);
    expect(html).toContain('aria-labelledby="legal-contents"');
  });

  it('should link to the seven other legal documents', () => {
    // Arrange / Act
    const html = render(paths.cookies);

    // Assert
    for (const path of LEGAL_PATHS.filter((other) => other !== paths.cookies)) expect(html).toContain(`href="${path}"`);
    expect(html).toContain('aria-labelledby="legal-others"');
  });

  it('should pick the document whatever the case or trailing slash of the address', () => {
    // Arrange / Act
    const html = render('/CGV/');

    // Assert
    expect(html).toContain('Conditions générales de vente</h1>');
  });

  it('should render the same HTML every time, so that hydration finds what the prerender wrote', () => {
    // Arrange / Act
    const first = render(paths.termsOfSale);
    const second = render(paths.termsOfSale);

    // Assert
    expect(second).toBe(first);
  });

  it('should refuse an address that is not a legal page rather than show a wrong document', () => {
    // Arrange / Act / Assert
    expect(() => render(paths.blog)).toThrow(/Aucun document légal/);
  });
});
