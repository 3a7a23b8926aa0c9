/**
 * French messages that the API sends and the web shows. The API answers every error as
 * `{ "message": <one of these> }`, so a parent never sees a stack trace or an English code.
 */
export const API_MESSAGES = {
  unauthorized: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  /** The admin routes (AdminSync's manual changes, the /test page's calls) for a caller outside the `admins` group. */
  adminOnly: 'Cette action est réservée aux administrateurs.',
  notFound: 'Ressource introuvable.',
  /** A request that reached the API's own address instead of the site's (issue 27, item 5). */
  notThroughSite: "L'API ne répond qu'aux demandes passées par le site Contes Magiques.",
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  invalidRequest: 'La requête est invalide.',
  invalidJson: "Le contenu envoyé n'est pas un JSON valide.",
  /** Valid JSON, but not an object (null, a list, a number, a text). */
  bodyNotObject: "Le contenu envoyé n'a pas la forme attendue : un objet JSON était attendu.",
  bodyTooLarge: 'Le contenu envoyé est trop volumineux.',
  internal: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  tooManyRequests: 'Veuillez patienter quelques secondes avant de réessayer',
} as const;
