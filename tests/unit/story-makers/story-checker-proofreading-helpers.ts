import { describe, expect, it } from 'vitest';
import type { StoryRequest, WrittenStory } from '../../../functions/core/story-makers-port';
import { checkStory } from '../../../functions/story-makers/story-checker';
import { SAMPLE_STORY_REQUEST } from '../../../functions/story-makers/sample-request';

/** A story crafted around one text, for the proofreading rules' tests. */
export interface ProofCase {
  /** The content (paragraphs separated by a blank line). */
  content?: string;
  moral?: string;
  caption?: string;
  gender?: 'boy' | 'girl';
  name?: string;
  mainCharacter?: string;
}

function craft(proof: ProofCase): { story: WrittenStory; request: StoryRequest } {
  const request: StoryRequest = {
    ...SAMPLE_STORY_REQUEST,
    child: { ...SAMPLE_STORY_REQUEST.child, name: proof.name ?? 'Léa', gender: proof.gender ?? 'girl' },
    choices: { ...SAMPLE_STORY_REQUEST.choices, mainCharacter: proof.mainCharacter ?? 'un petit dragon qui a peur du noir' },
  };
  const story: WrittenStory = {
    title: 'Une histoire',
    content: proof.content ?? 'Léa partit se promener.',
    moral: proof.moral ?? 'Un ami, c’est précieux.',
    scenes: proof.caption ? [{ moment: 'resolution', paragraph: 0, light: 'day', pose: 'celebrating', props: [], caption: proof.caption }] : undefined,
  };
  return { story, request };
}

/** The details of the findings one rule raises on a crafted story. */
export function findingsOf(rule: string, proof: ProofCase): string[] {
  const { story, request } = craft(proof);
  return checkStory(story, request)
    .filter((finding) => finding.rule === rule)
    .map((finding) => finding.detail);
}

/** A sentence alone as the content of a story. */
export const alone = (content: string): ProofCase => ({ content });

/** One rule's tests: each wrong text raises exactly one finding of the rule, each right one none. */
export function describeProofreadingRule(rule: string, wrong: readonly [string, ProofCase][], right: readonly [string, ProofCase][]): void {
  describe(`story checker, proofreading: ${rule}`, () => {
    it.each(wrong)('should flag %s', (_label, proof) => {
      // Act
      const found = findingsOf(rule, proof);

      // Assert
      expect(found).toHaveLength(1);
    });

    it.each(right)('should not flag %s', (_label, proof) => {
      // Act
      const found = findingsOf(rule, proof);

      // Assert
      expect(found).toEqual([]);
    });
  });
}
