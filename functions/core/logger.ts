import { Logger } from '@aws-lambda-powertools/logger';

/**
 * JSON logs with the request id. Never log a parent's e-mail, a child's name or a story's text:
 * log ids and counts only.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'contes-magiques' });
