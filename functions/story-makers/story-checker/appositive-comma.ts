import { finding, type StoryFinding, type StoryRule } from './context';
import { escapeRegExp, plain } from './text';
import { CLITICS, isFiniteVerb } from './verbs';

/**
 * No comma between a subject and its verb: "Le doudou de Maël, dansa" is a finding; "Léa, qui adore
 * danser, monta" is not (the incise closes with a second comma), nor "Ce jour-là, Léa partit" (an
 * adverbial, not a subject). A sentence is read as comma-separated segments: the first segment is a
 * subject when it opens with a determiner, the child's name or the companion, holds no finite verb
 * of its own (outside a relative clause), and the next segment starts with a finite verb.
 */

export const APPOSITIVE_COMMA_RULE = 'appositive-comma';

const SUBJECT_START = /^(?:le|la|les|l'|un|une|des|son|sa|ses|leur|leurs|ce|cet|cette|ces|mon|ma|mes)(?:\s|(?<=')\S)/iu;
/** Heads that make an adverbial of time or manner, not a subject ("Ce jour-là, …", "Le lendemain, …"). */
const ADVERBIAL_HEADS = /(?<![\p{L}])(?:jour|jours|soir|soirs|matin|nuit|moment|instant|lendemain|après-midi|fois|temps|heure|minute|seconde|semaine|été|hiver|printemps|automne|cœur|souffle|regard|sourire|main|mains|yeux|tête)(?:-là)?(?![\p{L}])/iu;
const RELATIVE = /(?<![\p{L}])(?:qui|que|qu'|dont|où)(?![\p{L}])/iu;
const tokenPattern = /[\p{L}]+'|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

function hasOwnVerb(segment: string): boolean {
  const relative = RELATIVE.exec(segment);
  const main = relative ? segment.slice(0, relative.index) : segment;
  return (main.toLowerCase().match(tokenPattern) ?? []).slice(1).some(isFiniteVerb);
}

function firstVerb(segment: string): string | null {
  const original = segment.match(tokenPattern) ?? [];
  let at = 0;
  while (at < original.length && CLITICS.has(original[at]!.toLowerCase())) at += 1;
  const word = original[at];
  // A capitalised word is a name ("…, Léa partit"), never the verb.
  if (!word || /^\p{Lu}/u.test(word)) return null;
  return isFiniteVerb(word) ? word : null;
}

export const checkAppositiveComma: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  const name = escapeRegExp(context.child.name);
  const ownSubject = new RegExp(`^(?:${name}${context.companionReference ? `|${context.companionReference.source}` : ''})(?:\\s+et\\s+[^,]+)?$`, 'iu');
  for (const sentence of context.content.sentences) {
    const segments = plain(sentence.narration)
      .split(/,|«|»/)
      .map((segment) => segment.trim());
    const [subject, next] = segments;
    if (subject === undefined || next === undefined || !next) continue;
    const isSubject = (SUBJECT_START.test(subject) && !ADVERBIAL_HEADS.test(subject) && !hasOwnVerb(subject)) || ownSubject.test(subject);
    const verb = isSubject ? firstVerb(next) : null;
    if (verb) found.push(finding(APPOSITIVE_COMMA_RULE, sentence, `virgule entre le sujet « ${subject} » et le verbe « ${verb} »`));
  }
  return found;
};
