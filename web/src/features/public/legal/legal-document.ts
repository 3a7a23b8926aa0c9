import { paths } from '@/lib/paths';

/**
 * The legal pages as data: each document (one file per document in this folder, each a function of the
 * operator's PUBLISHER) is a title, an introduction and sections of paragraphs and lists. Data rather than
 * JSX, so that the unit tests read every document's text without rendering, and legal-page.tsx draws them
 * all the same way (the table of contents, the headings, the links between documents).
 */

/** The eight legal paths of spec part 1 §2, in the order the pages link to one another. */
export const LEGAL_PATHS = [
  paths.legalNotice,
  paths.termsOfSale,
  paths.termsOfUse,
  paths.privacyPolicy,
  paths.cookies,
  paths.gdpr,
  paths.rights,
  paths.personalData,
] as const;
export type LegalPath = (typeof LEGAL_PATHS)[number];

/** A piece of a sentence: plain text, a link inside the site, a link outside it, or a few words in bold. */
export type LegalInline = string | { text: string; to: string } | { text: string; href: string } | { strong: string };

/** A sentence or a paragraph: one plain string, or pieces joined without separators. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock = { kind: 'paragraph'; text: LegalText } | { kind: 'list'; items: readonly LegalText[] };

export interface LegalSection {
  /** The anchor of the section (`#id`), unique in its document: the table of contents links to it. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  path: LegalPath;
  /** The page's h1, the same words as its title in lib/public-pages.ts. */
  title: string;
  intro: LegalText;
  sections: readonly LegalSection[];
}

// Small builders, so the documents read like the text they hold.

export const paragraph = (...text: LegalInline[]): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalText[]): LegalBlock => ({ kind: 'list', items });
export const section = (id: string, title: string, ...blocks: LegalBlock[]): LegalSection => ({ id, title, blocks });
/** A link to another page of the site (rendered as a router link). */
export const pageLink = (text: string, to: string): LegalInline => ({ text, to });
/** A link to another site (its full address is the text unless a text is given). */
export const webLink = (href: string, text: string = href.replace(/^https?:\/\//, '')): LegalInline => ({ text, href });
/** An e-mail address the visitor can click. */
export const mailLink = (address: string): LegalInline => ({ text: address, href: `mailto:${address}` });
export const strong = (text: string): LegalInline => ({ strong: text });

/** The plain text of a piece of text, links and emphasis included as their words (tests, search). */
export function plainText(text: LegalText): string {
  if (typeof text === 'string') return text;
  return text.map((piece) => (typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.text)).join('');
}

/** Every word of a document, in reading order (tests check its content through this). */
export function documentText(document: LegalDocument): string {
  const texts = document.sections.flatMap((part) => [part.title, ...part.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))]);
  return [document.title, document.intro, ...texts].map(plainText).join('\n');
}
