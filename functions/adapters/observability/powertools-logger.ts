import { Logger } from '@aws-lambda-powertools/logger';
import { installLogSink } from '#core/logger';

/**
 * Powertools' Logger: JSON lines with the request's keys and the Lambda context, the sink of the domain's
 * `logger` (functions/core/logger.ts). Importing this module installs it: the HTTP adapter, the pipeline's
 * steps and the other Lambda entries do. The HTTP adapter also uses it directly for the request's keys
 * (`appendKeys`, `addContext`, `resetKeys`), which only Powertools knows.
 */
export const powertoolsLogger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'contes-magiques' });

installLogSink(powertoolsLogger);
