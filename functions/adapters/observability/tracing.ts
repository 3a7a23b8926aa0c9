import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools Tracer (X-Ray), for the image and audio steps only. Every function has Lambda's active
 * tracing, which records each invocation (and the state machine links a story's invocations in one trace)
 * without any SDK in the bundle. The tracer adds the X-Ray SDK, about 110 KiB minified: it pays where one
 * invocation makes many remote calls (a story's pictures, its pieces of speech), whose subsegments it
 * records; the text step (one call, as long as its invocation) would be at 1020 of its 1024 KiB with it,
 * and the API functions' budgets have no such room (issue 28).
 * Off outside Lambda (the twin, tests, the bench's cold starts): the tracer says so itself.
 */
const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'contes-magiques' });

/**
 * Runs one step in a subsegment of the invocation's segment, annotated with the step and the story's id
 * (an opaque key, as in the logs) so that a story's trace can be found; an error adds its name only, since
 * a message may quote the story.
 */
export async function traceStep<T>(step: string, storyId: string, run: () => Promise<T>): Promise<T> {
  const segment = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  if (!segment) return run();
  const subsegment = segment.addNewSubsegment(`## ${step}`);
  tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  tracer.putAnnotation('step', step);
  tracer.putAnnotation('storyId', storyId);
  try {
    return await run();
  } catch (error) {
    tracer.putAnnotation('error', error instanceof Error ? error.name : 'unknown');
    subsegment.addErrorFlag();
    throw error;
  } finally {
    subsegment.close();
    tracer.setSegment(segment);
  }
}
