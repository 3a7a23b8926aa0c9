import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each feature's French copy lives in its messages.ts (issue 29, item 3): a parent's words are found, reviewed
 * and changed in one file per feature, and the e2e journeys that select by French text keep one source. This
 * guard reads every other source file of web/src/features and fails on a French sentence written inline, in
 * JSX text or in a string: a small heuristic (three words or more, with an accented letter or a common French
 * word) that Tailwind classes, paths and identifiers do not meet.
 */

/** Every source file of web/src/features by its path from there, read by Vite (no Node API in web/). */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.slice(2),
    text,
  ]),
);

/**
 * Files whose French is their content, not a component's copy: each legal document is its own page and its own
 * lazy chunk, and the landing's sections are a document the landing renders; moving them into one messages file
 * would load every document with every page.
 */
const CONTENT_FILES = [/^public\/legal\/[\w-]+\.ts$/, /^public\/landing\/landing-content\.ts$/];

/**
 * messages.ts is where the copy goes (and `<page>-messages.ts` beside a page that is a chunk of its own, so the
 * feature's messages.ts does not become a chunk shared by several routes); tests assert on the copy.
 */
function isScanned(path: string): boolean {
  if (/(^|\/|-)messages\.ts$/.test(path) || /\.test\.tsx?$/.test(path)) return false;
  return !CONTENT_FILES.some((pattern) => pattern.test(path));
}

const FRENCH_WORDS = new Set(
  'le la les des une un du de et est vous votre vos pour pas avec dans sur au aux ce cette ces qui que ne à son sa ses il elle nous mon ma mes ou en'.split(' '),
);
const ACCENTED = /[àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊÎÔÙÛ«»]/;

/** A French sentence: three words or more, and an accented letter or a common French word among them. */
export function isFrenchSentence(text: string): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => /[a-zà-ÿ]/i.test(word));
  if (words.length < 3) return false;
  return ACCENTED.test(text) || words.some((word) => FRENCH_WORDS.has(word.toLowerCase().replace(/[^a-zà-ÿ]/g, '')));
}

/** A programmer's error (`new Error(…)`): it reports a wiring mistake, a parent never reads it as copy. */
function isErrorArgument(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'Error';
}

/** The French sentences a source writes inline, as 'line: text'; a template's placeholders are not words. */
function inlineFrench(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isImportTypeNode(node.parent.parent)) text = node.text;
    } else if (ts.isJsxText(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (text !== undefined && !isErrorArgument(node) && isFrenchSentence(text)) {
      found.push(`${String(file.getLineAndCharacterOfPosition(node.getStart()).line + 1)}: ${text.trim().replace(/\s+/g, ' ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('French copy in the features', () => {
  it('should find no French sentence written inline outside the messages files', () => {
    // Arrange
    const scanned = Object.entries(SOURCES).filter(([path]) => isScanned(path));

    // Act
    const inline = scanned.flatMap(([path, source]) => inlineFrench(path, source).map((hit) => `${path}:${hit}`));

    // Assert
    expect(scanned.length).toBeGreaterThan(100);
    expect(inline).toEqual([]);
  });

  it('should flag French copy in JSX text, attributes and strings, and leave classes, paths and names alone', () => {
    // Arrange
    const source = [
      'const a = <p className="mt-2 flex items-center gap-2">Créez des histoires uniques</p>;',
      'const b = <img alt="Illustration de votre histoire" src="/img/a.png" />;',
      "const c = 'Impossible de charger vos histoires';",
      'const d = `${first} et ${second}`;',
      "throw new Error(`Aucun document légal pour ${pathname}`);",
    ].join('\n');

    // Act
    const found = inlineFrench('sample.tsx', source);

    // Assert
    expect(found).toEqual(['1: Créez des histoires uniques', '2: Illustration de votre histoire', '3: Impossible de charger vos histoires']);
  });
});
