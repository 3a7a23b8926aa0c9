import { beforeAll, describe, expect, it } from 'vitest';
import { localFunctionArn } from '../../infra/local/engine/step-functions';
import { stateMachinesOf } from '../../infra/local/engine/resource-types/state-machine';
import { resolveValue } from '../../infra/local/engine/template';
import type { CloudFormationTemplate } from '../../infra/synth';
import { DRAWING_FIELD, OPENING_DRAWING, REST_DRAWING } from '#shared/picture-drawing';
import { synthesizeForTests } from './synthesized-stack';
import { synthOutdir } from './synth-outdir';

/**
 * Issue 30, item 1: the opening picture is drawn beside the text (DrawOpening, in a branch of its own), the
 * narration starts right after the text, and the pictures that follow the opening are drawn after both
 * (DrawRest), by the same image function told by its input which state it runs.
 */

type State = {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  Parameters?: Record<string, unknown>;
  Retry?: { ErrorEquals: string[] }[];
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[];
  Branches?: Definition[];
  ResultPath?: string | null;
};
type Definition = { StartAt: string; States: Record<string, State> };

/** Every state of the definition, those inside branches too, by name. */
function allStates(definition: Definition, into: Record<string, State> = {}): Record<string, State> {
  for (const [name, state] of Object.entries(definition.States)) {
    into[name] = state;
    for (const branch of state.Branches ?? []) allStates(branch, into);
  }
  return into;
}

/** The task states reached from a branch's start, following Next (and through a Choice's turn, if any). */
function chain(branch: Definition): string[] {
  const names: string[] = [];
  for (let name: string | undefined = branch.StartAt; name; name = branch.States[name]!.Next) names.push(name);
  return names;
}

/** The function a task invokes: its Resource (a Lambda ARN: the tasks return the payload only). */
const functionOf = (state: State) => state.Resource;

// At the top level: synthOutdir registers the folder's removal with afterAll, which a beforeAll cannot do.
const outdir = synthOutdir();

describe('the StoryPipeline with the opening picture beside the text', () => {
  let definition: Definition;
  let states: Record<string, State>;

  beforeAll(() => {
    const template: CloudFormationTemplate = synthesizeForTests({ outdir }).template;
    const [machine] = stateMachinesOf(template);
    definition = JSON.parse(String(resolveValue(machine!.definitionString, (logicalId: string) => localFunctionArn(logicalId)))) as Definition;
    states = allStates(definition);
  });

  it('should start with the text and the opening picture side by side, keeping the keys, then DrawRest, then Complete', () => {
    // Assert
    const start = definition.States[definition.StartAt]!;
    expect(start.Type).toBe('Parallel');
    expect(start.ResultPath).toBeNull();
    const [textBranch, openingBranch] = start.Branches!;
    expect(chain(textBranch!)).toContain('GenerateText');
    expect(chain(textBranch!).at(-1)).toBe('Media');
    expect(chain(openingBranch!)).toContain('DrawOpening');
    expect(start.Next).toBe('DrawRest');
    expect(definition.States.DrawRest!.Next).toBe('Complete');
  });

  it('should start the narration right after the text, beside the image step, not after the opening picture', () => {
    // Assert
    const media = states.Media!;
    expect(media.Type).toBe('Parallel');
    expect(media.Branches!.flatMap((branch) => chain(branch))).toEqual(expect.arrayContaining(['GenerateImage', 'GenerateAudio']));
    const openingBranch = definition.States[definition.StartAt]!.Branches![1]!;
    expect(Object.keys(openingBranch.States)).not.toContain('GenerateAudio');
  });

  it('should run DrawOpening, GenerateImage and DrawRest on the one image function, DrawOpening and DrawRest told so by their input', () => {
    // Assert
    const imageFunction = functionOf(states.GenerateImage!);
    expect(imageFunction).toMatch(/GenerateImage|generateimage/i);
    expect(functionOf(states.DrawOpening!)).toBe(imageFunction);
    expect(functionOf(states.DrawRest!)).toBe(imageFunction);
    expect(functionOf(states.GenerateText!)).not.toBe(imageFunction);
    expect(states.DrawOpening!.Parameters).toEqual({ 'userId.$': '$.userId', 'storyId.$': '$.storyId', [DRAWING_FIELD]: OPENING_DRAWING });
    expect(states.DrawRest!.Parameters).toEqual({ 'userId.$': '$.userId', 'storyId.$': '$.storyId', [DRAWING_FIELD]: REST_DRAWING });
    expect(states.GenerateImage!.Parameters).toBeUndefined();
  });

  it('should retry the new picture states like every maker, and catch any failure of the start, DrawRest or Complete into MarkFailed', () => {
    // Assert
    for (const name of ['DrawOpening', 'DrawRest']) {
      expect(states[name]!.Retry!.map((retrier) => retrier.ErrorEquals)).toEqual(states.GenerateImage!.Retry!.map((retrier) => retrier.ErrorEquals));
    }
    for (const name of [definition.StartAt, 'DrawRest', 'Complete']) {
      expect(definition.States[name]!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], Next: 'MarkFailed', ResultPath: '$.error' }]);
    }
  });
});
