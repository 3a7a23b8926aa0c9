/**
 * A heuristic for "this message is French" (issue 11, part 4), shared by the unit walk over the schemas
 * and the integration walk over the routes: no word of zod's English defaults (or of English messages in
 * general), and at least one French word or accented letter, so a bare code fails too.
 */
const ENGLISH_MARKERS =
  /\b(invalid|expected|received|too (big|small)|must|required|string|number|boolean|array|object|undefined|null|NaN|input|unrecognized|keys?|option|value|should|characters?|items?|entry|not found|unauthorized|forbidden|internal|server|error)\b/i;
const FRENCH_MARKERS = /\b(le|la|les|un|une|des|du|de|doit|est|ce|cette|veuillez|au|aux|pas|plus|champ|contenu|profil|introuvable|requis|invalide)\b|[éèêàâçùûôîï]/i;

export function isFrench(message: unknown): boolean {
  return typeof message === 'string' && message.trim() !== '' && !ENGLISH_MARKERS.test(message) && FRENCH_MARKERS.test(message);
}
