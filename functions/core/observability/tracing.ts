import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools Tracer (X-Ray), for the pipeline's steps only: every function has Lambda's active tracing,
 * which records each invocation without any SDK; the steps are where a story's time goes (the story makers'
 * remote calls, which the tracer records as subsegments of the step), and their bundle budget has room for
 * the X-Ray SDK (about 110 KiB), which the API functions' budgets have not (issue 28, README).
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
