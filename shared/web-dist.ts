/**
 * The built site's layout (web/dist), read by the step that writes it (scripts/prerender-web.ts) and by those
 * that serve it: the twin (infra/local/static-files.ts) and CloudFront (infra/constructs/site.ts), so that the
 * stack never imports a build script.
 */

/**
 * Prerendered pages live apart from the shell: web/dist/pages/index.html is `/`, pages/blog/index.html `/blog`.
 */
export const PRERENDERED_FOLDER = 'pages';
