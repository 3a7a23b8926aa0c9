import { describe, expect, it } from 'vitest';
import { inlineFrench } from '@/test/french-copy-scan';

/**
 * Each feature's French copy lives in its messages.ts (issue 29, item 3): a parent's words are found, reviewed
 * and changed in one file per feature, and the e2e journeys that select by French text keep one source. This
 * guard reads every other source file of web/src/features and fails on copy written inline: any JSX text with a
 * letter, any attribute that is not code (aria-label, title, placeholder, alt, a component's label), a string shown
 * as a JSX child, a toast's or a document title's text, and elsewhere a French sentence (three words or more, with
 * an accented letter or a common French word), an accented word or a capitalised one (« Connexion »). A sentence
 * rule alone let a button's « Réessayer » or a tab's « Connexion » through.
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

describe('French copy in the features', () => {
  it('should find no French copy written inline outside the messages files', () => {
    // Arrange
    const scanned = Object.entries(SOURCES).filter(([path]) => isScanned(path));

    // Act
    const inline = scanned.flatMap(([path, source]) => inlineFrench(path, source).map((hit) => `${path}:${hit}`));

    // Assert
    expect(scanned.length).toBeGreaterThan(100);
    expect(inline).toEqual([]);
  });

  it('should flag a word or two of copy in JSX text, copy attributes, JSX expressions and toasts', () => {
    // Arrange
    const source = [
      'const a = <Button onClick={retry}>Réessayer</Button>;',
      'const b = <form aria-label="Connexion" className="flex gap-4" />;',
      "const c = <Button>{searching ? 'Recherche...' : 'Rechercher'}</Button>;",
      "toast.error('Erreur');",
      "const e = tab === 'login' ? 'Connexion' : 'Inscription';",
      'const f = <Input placeholder="Email" type="email" autoComplete="email" />;',
    ].join('\n');

    // Act
    const found = inlineFrench('sample.tsx', source);

    // Assert
    expect(found).toEqual(['1: Réessayer', '2: Connexion', '3: Recherche...', '3: Rechercher', '4: Erreur', '5: Connexion', '5: Inscription', '6: Email']);
  });

  it('should leave code alone: classes, ids, keys compared, icon names, events tracked and console lines', () => {
    // Arrange
    const source = [
      'const a = <Field optionClassName="min-h-14 text-base" describedBy={`${id}-effect`} variant="outline" />;',
      "if (event.key === 'Escape') close();",
      "const icon = 'Sparkles';",
      "void track('Purchase', purchase);",
      "console.warn('Service worker', error);",
      'const g = <span>&nbsp;%</span>;',
      "const h = cn('flex', open && 'hidden');",
    ].join('\n');

    // Act
    const found = inlineFrench('sample.tsx', source);

    // Assert
    expect(found).toEqual([]);
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
