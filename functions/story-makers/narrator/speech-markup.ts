import { FIRST_NAMES, INTERJECTIONS, type LexiconEntry } from './pronunciation-lexicon';

/**
 * What eSpeak NG is given for one spoken piece: SSML (the embedded eSpeak is called with its SSML flag)
 * where the lexicon's respellings replace the names and interjections it misreads, and the dialogue inside
 * « … » is wrapped in a <prosody> of its own, so a character does not speak in the narrator's voice. eSpeak
 * reports each word's place in this markup; `toTextIndex` brings it back to the displayed text, so the word
 * timings still name (and highlight) the words as written.
 */

/** How dialogue differs from the narration (SSML prosody values eSpeak NG understands). */
export interface DialogueProsody {
  /** Relative pitch, e.g. "+30%": +30 % of eSpeak's pitch setting is about two semitones higher. */
  pitch: string;
  /** Relative pitch range ("+40%": livelier intonation). */
  range: string;
  /** Relative rate ("95%": a little slower, so a line stands out). */
  rate: string;
}

/** Measured on fr+f3 at pitch 48: the median f0 of a sentence goes from about 208 Hz to about 240 Hz. */
export const DIALOGUE_PROSODY: DialogueProsody = { pitch: '+30%', range: '+40%', rate: '95%' };

export interface SpeechMarkup {
  /** The SSML document sent to eSpeak NG. */
  markup: string;
  /** A code-point index in `markup` (as eSpeak reports it) → the code-point index in the displayed text. */
  toTextIndex(markupIndex: number): number;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function buildLexicon(entries: readonly LexiconEntry[]): Map<string, string> {
  const lexicon = new Map<string, string>();
  for (const entry of entries) {
    if (entry.say) {
      lexicon.set(entry.written.toLocaleLowerCase('fr'), entry.say);
    }
  }
  return lexicon;
}

/** Written word (lower case) → respelling, for the entries eSpeak misreads. */
export const RESPELLINGS: ReadonlyMap<string, string> = buildLexicon([...FIRST_NAMES, ...INTERJECTIONS]);

const SSML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The markup for one displayed text. Words are runs of letters and digits (so "d'Ethan" gives "Ethan",
 * "Chut" in "« Chut ! »" is found); a word the lexicon knows is replaced by its respelling.
 */
export function toSpeechMarkup(text: string, dialogue: DialogueProsody = DIALOGUE_PROSODY, respellings: ReadonlyMap<string, string> = RESPELLINGS): SpeechMarkup {
  const characters = Array.from(text);
  const out: string[] = [];
  /** For each code point of the markup, the code-point index of the displayed text it stands for. */
  const origin: number[] = [];
  const emit = (piece: string, textIndex: number): void => {
    for (const char of piece) {
      out.push(char);
      origin.push(textIndex);
    }
  };
  const openDialogue = `<prosody pitch="${dialogue.pitch}" range="${dialogue.range}" rate="${dialogue.rate}">`;
  let inDialogue = false;

  emit('<speak>', 0);
  let i = 0;
  while (i < characters.length) {
    const char = characters[i]!;
    if (WORD_CHARACTER.test(char)) {
      let end = i;
      while (end < characters.length && WORD_CHARACTER.test(characters[end]!)) {
        end++;
      }
      const word = characters.slice(i, end).join('');
      const say = respellings.get(word.toLocaleLowerCase('fr'));
      if (say) {
        emit(say, i);
      } else {
        characters.slice(i, end).forEach((letter, k) => emit(letter, i + k));
      }
      i = end;
      continue;
    }
    if (char === '«' && !inDialogue) {
      // The guillemet stays outside the prosody: eSpeak pauses on it in the narrator's voice.
      emit(char, i);
      emit(openDialogue, i + 1);
      inDialogue = true;
    } else if (char === '»' && inDialogue) {
      emit('</prosody>', i);
      emit(char, i);
      inDialogue = false;
    } else {
      emit(SSML_ESCAPES[char] ?? char, i);
    }
    i++;
  }
  if (inDialogue) {
    // A line left open runs to the end of its paragraph (French typography reopens it in the next one).
    emit('</prosody>', characters.length);
  }
  emit('</speak>', characters.length);
  origin.push(characters.length);

  return {
    markup: out.join(''),
    toTextIndex: (markupIndex) => origin[Math.min(Math.max(markupIndex, 0), origin.length - 1)]!,
  };
}
