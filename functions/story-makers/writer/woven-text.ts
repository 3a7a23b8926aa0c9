/**
 * The writer's door to the weaver, which reads a parent's words into parts the narration is built from
 * (issue 16, item 3). Its parts live in ./woven/ (issue 29, item 4: data apart from rules): the word
 * tables in woven-words.ts, the words' rewriting into the narration in rewrite.ts and verbs.ts, the
 * reading of a noun phrase in noun-phrase.ts, and the weavers of the wizard's fields in weavers.ts.
 */

export type { WovenNoun, WovenTrait, NounOptions } from './woven/noun-phrase';
export type { WeaveChild, WeaveRefusal } from './woven/rewrite';
export { pastOf, traitSentence, weaveCharacter, weaveLabel, weavePlace, weaveScenario, type Weave, type WovenLabel, type WovenPlace, type WovenScenario } from './woven/weavers';
