import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { PUBLIC_PAGES } from '@/lib/public-pages';
import { PUBLISHER } from '@/lib/publisher';
import { copyrightYear, FOOTER_LEGAL_LINKS, FOOTER_SITE_LINKS, headerAccountLinks, isCurrentPage, visitorMenuEntries } from './public-links';

describe('visitorMenuEntries', () => {
  it('should offer a signed-out visitor sign-in and sign-up to /auth, then the site pages', () => {
    // Arrange
    const signedIn = false;

    // Act
    const entries = visitorMenuEntries(signedIn).map(({ label, to }) => [label, to]);

    // Assert
    expect(entries).toEqual([
      ['Se connecter', paths.auth],
      ['Créer un compte', paths.auth],
      ['Qui sommes-nous ?', paths.about],
      ['Contact', paths.contact],
      ['Blog', paths.blog],
    ]);
  });

  it("should offer a signed-in parent 'Mon espace' instead of the sign-in and sign-up entries", () => {
    // Arrange
    const signedIn = true;

    // Act
    const entries = visitorMenuEntries(signedIn);

    // Assert
    expect(entries[0]).toMatchObject({ label: 'Mon espace', to: paths.app });
    expect(entries.some((entry) => entry.to === paths.auth)).toBe(false);
    expect(entries.map((entry) => entry.to)).toEqual([paths.app, paths.about, paths.contact, paths.blog]);
  });

  it('should give every entry a unique id', () => {
    // Arrange
    const lists = [visitorMenuEntries(false), visitorMenuEntries(true), [...FOOTER_LEGAL_LINKS], [...FOOTER_SITE_LINKS]];

    // Act
    const duplicates = lists.filter((list) => new Set(list.map((entry) => entry.id)).size !== list.length);

    // Assert
    expect(duplicates).toEqual([]);
  });
});

describe('headerAccountLinks', () => {
  it('should match the account entries of the menu', () => {
    // Arrange
    const states = [false, true];

    // Act
    const [signedOut, signedIn] = states.map((state) => headerAccountLinks(state).map((link) => link.id));

    // Assert
    expect(signedOut).toEqual(['sign-in', 'sign-up']);
    expect(signedIn).toEqual(['my-space']);
  });
});

describe('footer links', () => {
  it('should link every legal page of the site, labelled with its own title', () => {
    // Arrange
    const siteOnly = new Set<string>([paths.home, paths.blog, paths.about, paths.contact]);
    const legalPages = PUBLIC_PAGES.filter((page) => !siteOnly.has(page.path));

    // Act
    const links = FOOTER_LEGAL_LINKS.map(({ label, to }) => [label, to]);

    // Assert
    expect(links).toHaveLength(8);
    expect(links).toEqual(legalPages.map((page) => ['title' in page ? page.title : '', page.path]));
  });

  it('should link the contact page, the blog and the FAQ of the landing page', () => {
    // Arrange
    const expected = [paths.contact, paths.blog, '/#faq'];

    // Act
    const targets = FOOTER_SITE_LINKS.map((link) => link.to);

    // Assert
    expect(targets).toEqual(expect.arrayContaining(expected));
  });
});

describe('copyrightYear', () => {
  it("should take the year of the legal texts' update date", () => {
    // Arrange
    const date = '2026-11-25';

    // Act
    const year = copyrightYear(date);

    // Assert
    expect(year).toBe('2026');
    expect(copyrightYear(PUBLISHER.legalLastUpdated)).toBe(PUBLISHER.legalLastUpdated.slice(0, 4));
  });

  it('should refuse a date that is not ISO', () => {
    // Arrange
    const date = '25/11/2026';

    // Act
    const read = () => copyrightYear(date);

    // Assert
    expect(read).toThrow(/ISO/);
  });
});

describe('isCurrentPage', () => {
  it('should match the page shown, ignoring a trailing slash, and never an anchor of another page', () => {
    // Arrange
    const cases: [string, string][] = [
      [paths.blog, '/blog'],
      [paths.blog, '/blog/'],
      [paths.blog, '/contact'],
      [paths.faq, '/'],
    ];

    // Act
    const answers = cases.map(([to, pathname]) => isCurrentPage(to, pathname));

    // Assert
    expect(answers).toEqual([true, true, false, false]);
  });
});
