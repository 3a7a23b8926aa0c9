import ts from 'typescript';

/**
 * The scanner of French copy written inline (issue 29, item 3), shared by the guards of the features
 * (features/french-copy.test.ts) and of the shell (app/, components/: shell-french-copy.test.ts).
 */

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

/**
 * Attributes whose string is code, not copy: classes, paths, ids, kinds and states. Any other attribute with a
 * letter in its value is read as copy (aria-label, title, placeholder, alt, a component's label…).
 */
const CODE_ATTRIBUTES = new Set(
  'className key id htmlFor name type role href to src srcSet rel target method action autoComplete inputMode enterKeyHint lang dir value defaultValue variant size side align orientation accept capture preload crossOrigin loading decoding referrerPolicy form pattern mode as asChild state dateTime viewBox d fill stroke strokeWidth strokeLinecap strokeLinejoin xmlns fillRule clipRule position tabIndex describedBy labelledBy aria-describedby aria-labelledby aria-controls'.split(
    ' ',
  ),
);

/** A code token: one lower-case word, a kebab/snake/camel identifier, a path, a URL or a CSS value, never copy. */
const CODE_TOKEN = /^(?:-?[a-z][\w.:/-]*|[\w-]+\/[\w./-]*|https?:\/\/\S+|mailto:\S+|#[\w-]+|\/\S*|[A-Z0-9_]+)$/;

/** Capitalised words that are names in code, not copy: the Lucide icons standing in for the scenarios' emoji, an HTTP scheme. */
const NON_COPY_TOKENS = new Set(['Star', 'Map', 'Rainbow', 'Backpack', 'Sprout', 'Rocket', 'Flag', 'Moon', 'Music', 'Sailboat', 'Cake', 'Sparkles', 'Bearer']);

const LETTER = /[a-zà-ÿ]/i;

/** Where a string literal sits: a JSX attribute's value (with its name), a child of JSX, a toast's text, or plain code. */
function placeOf(node: ts.Node): { kind: 'attribute'; name: string } | { kind: 'jsx' } | { kind: 'toast' } | { kind: 'argument' } | { kind: 'comparison' } | { kind: 'code' } {
  for (let at: ts.Node = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isJsxAttribute(at)) return { kind: 'attribute', name: at.name.getText() };
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText();
      if (/^toast(\.\w+)?$|^useDocumentTitle$/.test(callee)) return { kind: 'toast' };
      // A call's argument is a name (an event's, a console line, a class) unless it reads as French.
      return { kind: 'argument' };
    }
    if (ts.isBinaryExpression(at) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(at.operatorToken.kind)) return { kind: 'comparison' };
    if (ts.isCaseClause(at)) return { kind: 'comparison' };
    if (ts.isJsxExpression(at)) return ts.isJsxAttribute(at.parent) ? { kind: 'attribute', name: at.parent.name.getText() } : { kind: 'jsx' };
    if (ts.isBlock(at) || ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at) || ts.isReturnStatement(at)) break;
  }
  return { kind: 'code' };
}

/**
 * Whether a string a component shows is copy: JSX text, a JSX child and a toast's text are copy as soon as they hold
 * a letter; an attribute's value is copy unless the attribute is code or the value a code token; any other string
 * is copy when it reads as a French sentence, carries an accented letter or a capitalised word (« Connexion »).
 */
function isInlineCopy(node: ts.Node, text: string): boolean {
  const trimmed = text.trim();
  // An HTML entity (&nbsp;) is markup, not a word.
  if (!LETTER.test(trimmed.replace(/&\w+;/g, '')) || NON_COPY_TOKENS.has(trimmed)) return false;
  if (ts.isJsxText(node)) return true;
  const place = placeOf(node);
  if (place.kind === 'comparison') return false;
  if (place.kind === 'argument') return isFrenchSentence(trimmed) || ACCENTED.test(trimmed);
  if (place.kind === 'jsx' || place.kind === 'toast') return !CODE_TOKEN.test(trimmed) || ACCENTED.test(trimmed);
  if (place.kind === 'attribute') return !CODE_ATTRIBUTES.has(place.name) && !/^data-|ClassName$/.test(place.name) && !CODE_TOKEN.test(trimmed);
  return isFrenchSentence(trimmed) || ACCENTED.test(trimmed) || /^[A-ZÀ-Ý][a-zà-ÿ]+(?![\wà-ÿ-])/.test(trimmed) && !CODE_TOKEN.test(trimmed);
}

/** The French copy a source writes inline, as 'line: text'; a template's placeholders are not words. */
export function inlineFrench(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isImportTypeNode(node.parent.parent) && !ts.isLiteralTypeNode(node.parent))
        text = node.text;
    } else if (ts.isJsxText(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    // A property's name (« 'Personnage principal': 'mainCharacter' ») is a key the code matches, not copy it shows.
    if (text !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node) text = undefined;
    if (text !== undefined && !isErrorArgument(node) && isInlineCopy(node, text)) {
      found.push(`${String(file.getLineAndCharacterOfPosition(node.getStart()).line + 1)}: ${text.trim().replace(/\s+/g, ' ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
