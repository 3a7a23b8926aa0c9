import { illustratorMaker, narratorMaker, textMakers } from '#story-makers/create-story-makers';
import type { AudioStepPorts, ImageStepPorts, TextStepPorts } from '#core/stories/story-pipeline';
import { storePorts } from './pipeline-ports';

/**
 * The store ports plus the story makers of one step (embedded, or OpenAI when a key is configured). One
 * function per step, each reaching only its own makers' factory: esbuild leaves the others out of the
 * step's bundle (the text function carries no resvg and no eSpeak, the image function no eSpeak, the audio
 * function no resvg; bench/size.ts checks it).
 */

export async function textStepPorts(): Promise<Omit<TextStepPorts, 'illustrationsPerStory'>> {
  return { ...storePorts, makers: await textMakers() };
}

/**
 * OpenAI's pictures are asked for side by side: each is a remote request that mostly waits. The embedded
 * illustrator draws on this process's CPU: where the narration's step runs in the same process (the twin,
 * which runs every function in one Node process), its pictures let the narration's first part come first
 * (issue 30). On AWS each step is a function of its own with its own CPU: waiting would only delay the
 * pictures (and poll the table), so they do not.
 */
export const EMBEDDED_PICTURES_WAIT_FOR_SOUND_MS = 3_000;
// Lambda's runtime sets this variable in every function; the twin's in-process runtime does not.
const STEPS_SHARE_ONE_PROCESS = process.env.AWS_LAMBDA_FUNCTION_NAME === undefined;

export async function imageStepPorts(): Promise<ImageStepPorts> {
  const makers = await illustratorMaker();
  const openAi = makers.kind === 'openai';
  const waitForSound = !openAi && STEPS_SHARE_ONE_PROCESS;
  // OpenAI's opening picture (≈ 20 s) takes longer than the whole text (≈ 12 s): it is drawn beside it (issue 30).
  return {
    ...storePorts,
    makers,
    drawConcurrently: openAi,
    openingBesideText: openAi,
    ...(waitForSound ? { waitForFirstSoundMs: EMBEDDED_PICTURES_WAIT_FOR_SOUND_MS } : {}),
  };
}

export async function audioStepPorts(): Promise<AudioStepPorts> {
  return { ...storePorts, makers: await narratorMaker() };
}
