import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makerConcurrencyForTier, OPENAI_TIER_LIMITS, storiesPerHour, stepSeconds, stepsPerMinute } from '../../infra/openai-tier';
import { PROJECT_ROOT } from '../../infra/project-root';
import { ContesMagiquesStack } from '../../infra/stack';
import { synthOutdir } from './synth-outdir';

const outdir = synthOutdir();
const MAKERS = ['pipeline-generate-text', 'pipeline-generate-image', 'pipeline-generate-audio'] as const;

/** The reserved concurrency of each maker function of the stack synthesized with `context`. */
function makerReservations(context: Record<string, unknown>): Record<(typeof MAKERS)[number], number | undefined> {
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new ContesMagiquesStack(app, 'ContesMagiques', { siteAssetsPath: join(PROJECT_ROOT, 'tests', 'fixtures', 'web-dist') });
  const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as {
    Properties: { ReservedConcurrentExecutions?: number; Environment?: { Variables?: Record<string, unknown> } };
  }[];
  const reservedOf = (name: string) => functions.find((fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === name)!.Properties.ReservedConcurrentExecutions;
  return { 'pipeline-generate-text': reservedOf(MAKERS[0]), 'pipeline-generate-image': reservedOf(MAKERS[1]), 'pipeline-generate-audio': reservedOf(MAKERS[2]) };
}

describe('the makers’ concurrency sized from the OpenAI tier (Little’s law)', () => {
  it('should size each medium as its steps a minute under the limits times a step’s duration', () => {
    // Act
    const tier1 = makerConcurrencyForTier(1, 1);
    const tier2 = makerConcurrencyForTier(2, 1);
    const tier2ThreePictures = makerConcurrencyForTier(2, 3);

    // Assert: tier 1 writes 10 stories a minute (moderation's 10,000 tokens), draws 5 pictures of 20 s, reads 50
    // stories (speech's 50,000 tokens) of 4 s; tier 2 twice the text, 20 pictures, 150 readings.
    expect(stepsPerMinute(OPENAI_TIER_LIMITS[1], 1)).toEqual({ text: 10, image: 5, audio: 50 });
    expect(stepSeconds(1)).toEqual({ text: 12.3, image: 20, audio: 4 });
    expect(tier1).toEqual({ text: 2, image: 2, audio: 3 });
    expect(tier2).toEqual({ text: 4, image: 7, audio: 10 });
    // Three pictures: the first, then two together (40 s), a third of the steps a minute.
    expect(tier2ThreePictures.image).toBe(4);
  });

  it('should serve 300 stories an hour at tier 1 and 1,200 at tier 2 with one picture, a third with three', () => {
    // Act
    const served = [storiesPerHour(1, 1), storiesPerHour(2, 1), storiesPerHour(1, 3), storiesPerHour(2, 3)];

    // Assert
    expect(served).toEqual([300, 1_200, 100, 400]);
  });
});

describe('the stack’s maker functions and the openAiTier context key', () => {
  it('should reserve the tier’s concurrency on the maker functions with OpenAI, tier 1 unless told', () => {
    // Act
    const withOpenAi = makerReservations({ openAiSecretName: 'contes/openai' });
    const tier2 = makerReservations({ openAiSecretName: 'contes/openai', openAiTier: '2' });

    // Assert
    expect(withOpenAi).toEqual({ 'pipeline-generate-text': 2, 'pipeline-generate-image': 2, 'pipeline-generate-audio': 3 });
    expect(tier2).toEqual({ 'pipeline-generate-text': 4, 'pipeline-generate-image': 7, 'pipeline-generate-audio': 10 });
  });

  it('should let -c makerConcurrency win over the tier, keep 10 for the embedded makers, and refuse a tier it does not know', () => {
    // Act
    const explicit = makerReservations({ openAiSecretName: 'contes/openai', openAiTier: '2', makerConcurrency: '5' });
    const embedded = makerReservations({});

    // Assert
    expect(explicit).toEqual({ 'pipeline-generate-text': 5, 'pipeline-generate-image': 5, 'pipeline-generate-audio': 5 });
    expect(embedded).toEqual({ 'pipeline-generate-text': 10, 'pipeline-generate-image': 10, 'pipeline-generate-audio': 10 });
    expect(() => makerReservations({ openAiTier: '3' })).toThrow(/openAiTier must be an OpenAI usage tier whose limits the stack knows: 1 or 2/);
  });
});
