import { ENV } from '#shared/environment';

/**
 * Unit tests call handlers directly, with no CloudFront in front: no origin token to check. In a full
 * `vitest run` the integration project's twin has already put its functions' environment into this
 * process's (infra/local/engine/lambda-runtime.ts), the twin's token with it, and the workers inherit it.
 * Removed before any test file loads functions/adapters/http/http.ts, which reads it once.
 */
delete process.env[ENV.originVerifyToken];
