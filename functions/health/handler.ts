import { json, httpHandler } from '#adapters/http/http';

/** GET /api/health: no session, no data; tells a probe that the API answers. */
export const handler = httpHandler(async () => json(200, { status: 'ok' }));
