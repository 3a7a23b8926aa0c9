import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { readCompanion } from './gender';
import { invertedTags, quoteDepths, speechVerbPlural, tagSubject } from './speech-tags';
import { plain, readStory } from './text';

/**
 * The report's dialogue figure (issue 16, item 4 asks for 2–4 real exchanges per story).
 *
 * - A quoted line is one « … » of the content, from its opening « to its closing » (it may span
 *   sentences); a quote inside a quote is part of it.
 * - Its speaker is read from its speech tag only: an inverted tag after it or inside it (« … »,
 *   demanda Léa; « Oui, répondit le dragon, mais… »), or a subject and a speech verb before a colon
 *   (Le robot murmura : « … »). The child's name and the child's epithets (« la fillette », « le petit
 *   garçon », « le jeune aventurier »…) are the child; a subject naming the companion's head noun is the
 *   companion; « Léa et le dragon » together are a speaker of their own; any other subject is named by
 *   its last word (« l'écho » → écho). A pronoun tag (« dit-elle ») is the child or the companion when
 *   only one of them has that gender, and unknown otherwise. A line with no tag that opens in the
 *   sentence right after a line with a known speaker closes, in the same paragraph, continues that
 *   speaker (« … », soupira le chat. « Mais ici… »); any other line with no tag has no known speaker
 *   (a thought, a letter, a sign read aloud).
 * - An exchange is a quoted line followed by another quoted line that opens within the next two
 *   sentences after it closes, both with a known speaker, and the speakers differ. A dialogue
 *   A, B, A is two exchanges; A, A (the same speaker twice) none.
 */

const CHILD_EPITHETS = /(?<![\p{L}])(?:garçon|fillette|petite fille|jeune aventuri(?:er|ère)|jeune explorat(?:eur|rice)|écoli(?:er|ère)|enfant|héro(?:s|ïne))(?![\p{L}])/iu;

interface QuotedLine {
  open: number;
  close: number;
  paragraph: number;
  speaker: string | null;
}

function speakerOf(subject: string, request: StoryRequest, companionHead: string | null): string {
  const lower = subject.toLowerCase();
  if (subject === request.child.name || lower.includes(request.child.name.toLowerCase())) {
    return / et /u.test(lower) ? 'ensemble' : 'enfant';
  }
  if (companionHead && lower.includes(companionHead.toLowerCase())) return 'compagnon';
  if (CHILD_EPITHETS.test(lower)) return 'enfant';
  return lower.split(/\s+/).at(-1)!.replace(/^[\p{L}]+'/u, '');
}

function pronounSpeaker(pronoun: string, request: StoryRequest, companionGender: 'm' | 'f' | null): string | null {
  const gender = /^elles?$/u.test(pronoun) ? 'f' : 'm';
  const child = (request.child.gender === 'girl' ? 'f' : 'm') === gender;
  const companion = companionGender === gender;
  if (child && !companion) return 'enfant';
  if (companion && !child) return 'compagnon';
  return null;
}

/** "Le robot murmura : « …": the subject before a speech verb, in the clause that a colon ends right before the quote. */
function subjectBeforeColon(before: string): string | null {
  if (!/:\s*$/u.test(before)) return null;
  const clause = before.replace(/:\s*$/u, '').split(/[,;:]/u).at(-1)!.trim();
  const tokens = clause.split(/\s+/u);
  const verbAt = tokens.findIndex((token) => speechVerbPlural(token.toLowerCase()) !== null);
  if (verbAt <= 0) return null;
  const subject = tokens.slice(0, verbAt);
  // "Elle se dit : « …" is a thought, not a line said to someone; "Il lui dit : « …" is said.
  if (/^(?:se|s')$/iu.test(subject.at(-1)!)) return null;
  while (subject.length > 1 && /^(?:lui|leur|leurs|nous|vous|me|te)$/iu.test(subject.at(-1)!)) subject.pop();
  return subject.join(' ');
}

/** The number of dialogue exchanges of a story, as defined above. */
export function dialogueExchanges(story: WrittenStory, request: StoryRequest): number {
  const { sentences } = readStory(story.content);
  const depths = quoteDepths(sentences);
  const companion = readCompanion(request.choices.mainCharacter);
  const lines: QuotedLine[] = [];
  let current: QuotedLine | null = null;
  sentences.forEach((sentence, index) => {
    const text = plain(sentence.text);
    let depth = depths[index]!;
    for (const [offset, char] of [...text].entries()) {
      if (char === '«') {
        if (depth === 0) {
          current = { open: index, close: index, paragraph: sentence.paragraph, speaker: null };
          const subject = subjectBeforeColon(text.slice(0, offset));
          if (subject) {
            current.speaker = /^(?:il|elle|ils|elles)$/iu.test(subject)
              ? pronounSpeaker(subject.toLowerCase(), request, companion?.gender ?? null)
              : tagSubject(subject)
                ? speakerOf(subject, request, companion?.head ?? null)
                : null;
          }
          lines.push(current);
        }
        depth += 1;
      } else if (char === '»') {
        depth = Math.max(0, depth - 1);
        if (depth === 0 && current) current.close = index;
      }
    }
    if (current && current.speaker === null) {
      // The quote's tag: inside it (an incise) or right after its closing ».
      const tag = invertedTags(sentence, depths[index]!)[0];
      if (tag && index >= current.open) {
        current.speaker = tag.pronoun
          ? pronounSpeaker(tag.pronoun, request, companion?.gender ?? null)
          : tag.subject
            ? speakerOf(tag.subject.text, request, companion?.head ?? null)
            : null;
      }
    }
  });
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (line.speaker === null && previous?.speaker && previous.paragraph === line.paragraph && line.open === previous.close + 1) line.speaker = previous.speaker;
  });
  let exchanges = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const [previous, next] = [lines[index - 1]!, lines[index]!];
    if (next.open <= previous.close + 2 && previous.speaker && next.speaker && previous.speaker !== next.speaker) exchanges += 1;
  }
  return exchanges;
}
