import { finding, type StoryFinding, type StoryRule } from './context';
import { invertedTags, quoteDepths } from './speech-tags';

/**
 * A speech tag agrees with its speaker: « … », demanda les deux lapins is a finding (a plural subject
 * after a singular verb), and so are « … », dirent le dragon (a singular subject after a plural verb),
 * « … », demanda Léa et le dragon (two coordinated subjects) and « … », dit-ils. The near misses stay
 * silent: « … », demanda Léa, « … », répondirent les deux lapins, « … », répondirent Léa et le dragon,
 * « … », dit Léa et elle partit (a new clause), « … », demanda les yeux ronds Léa (an absolute
 * construction). A plural companion ("les deux lapins", "des lutins") is a plural subject by its
 * determiner. Only verbs of the speech-verb lexicon are read, and a subject the checker cannot read is
 * never a finding.
 */

export const SPEECH_TAG_RULE = 'speech-tag';

export const checkSpeechTags: StoryRule = (context) => {
  const found: StoryFinding[] = [];
  const { sentences } = context.content;
  const depths = quoteDepths(sentences);
  sentences.forEach((sentence, index) => {
    if (!sentence.text.includes('»') && !sentence.text.includes(',')) return;
    for (const tag of invertedTags(sentence, depths[index]!)) {
      const subjectPlural = tag.pronoun ? /s$/u.test(tag.pronoun) : tag.subject?.plural;
      if (subjectPlural === undefined || subjectPlural === tag.verbPlural) continue;
      const subject = tag.pronoun ?? tag.subject!.text;
      const expected = subjectPlural ? 'un verbe au pluriel' : 'un verbe au singulier';
      found.push(finding(SPEECH_TAG_RULE, sentence, `« ${tag.verb}${tag.pronoun ? '-' : ' '}${subject} » : ${tag.subject?.coordinated ? 'deux sujets coordonnés demandent' : `le sujet « ${subject} » demande`} ${expected}`));
    }
  });
  return found;
};
