import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/metrics';
import { installMetricsSink, NO_METRICS, publishMetrics, type MetricsSink } from '#core/observability/metrics';

/**
 * Powertools Metrics (EMF on stdout, which Lambda sends to CloudWatch Logs, which makes the metrics): the
 * sink of the named events that functions/core/observability/metrics.ts declares. A breakdown is a record of
 * its own (a single metric): a buffered dimension would apply to every metric of the invocation. Off where
 * `POWERTOOLS_METRICS_DISABLED` (or `POWERTOOLS_DEV`) says so, as in the twin.
 */
export function createPowertoolsSink(): MetricsSink {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
  return {
    add(name, unit, value, breakdown) {
      const metricUnit = unit === 'Count' ? MetricUnit.Count : unit === 'Milliseconds' ? MetricUnit.Milliseconds : MetricUnit.NoUnit;
      metrics.addMetric(name, metricUnit, value);
      if (breakdown) metrics.singleMetric().addDimension(breakdown[0], breakdown[1]).addMetric(name, metricUnit, value);
    },
    publish() {
      // Powertools warns on an empty flush; most API calls record nothing.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
  };
}

/**
 * Powertools in Lambda; nothing elsewhere (the twin and the tests run the handlers in-process, the CLIs
 * run the use cases, where EMF lines on stdout would only be noise), unless the environment asks for
 * metrics either way with Powertools' own switches (`POWERTOOLS_METRICS_DISABLED`, `POWERTOOLS_DEV`).
 */
export function defaultSinkFor(env: NodeJS.ProcessEnv): MetricsSink {
  const inLambda = env.AWS_LAMBDA_FUNCTION_NAME !== undefined;
  const asked = env.POWERTOOLS_METRICS_DISABLED !== undefined || env.POWERTOOLS_DEV !== undefined;
  return inLambda || asked ? createPowertoolsSink() : NO_METRICS;
}

// Importing this module (a Lambda entry does, through `withMetrics` or the pipeline's steps) installs the sink;
// the environment is read at the first metric, as before the split.
installMetricsSink(() => defaultSinkFor(process.env));

/**
 * A handler whose metrics are flushed when it returns or throws (Powertools' `logMetrics`, without middy):
 * Lambda may freeze the environment right after, and the buffer must not carry over to the next call.
 */
export function withMetrics<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } finally {
      publishMetrics();
    }
  };
}
