/** Every French text of the offline feature. */
export const OFFLINE_MESSAGES = {
  save: 'Disponible hors ligne',
  saving: 'Enregistrement…',
  savingProgress: (done: number, total: number) => `Enregistrement hors ligne : ${done} sur ${total} fichiers…`,
  saved: 'Enregistrée pour une lecture hors ligne',
  savedAnnouncement: (size: string) => `Histoire enregistrée : elle se lit et s'écoute sans réseau (${size}).`,
  remove: 'Retirer du hors ligne',
  removeNamed: (title: string) => `Retirer « ${title} » du hors ligne`,
  removed: 'Copie hors ligne retirée.',
  saveFailed: "L'histoire n'a pas pu être enregistrée hors ligne. Vérifiez votre connexion puis réessayez.",
  noSpace: "Il n'y a plus assez de place sur cet appareil pour enregistrer cette histoire. Retirez une histoire du hors ligne puis réessayez.",
  unsupported: "Ce navigateur ne permet pas d'enregistrer des histoires hors ligne.",
  needsNetworkToSave: 'Connectez-vous à internet pour enregistrer cette histoire hors ligne.',
  banner: "Vous êtes hors ligne. Les histoires enregistrées restent disponibles ; le reste de l'application a besoin d'une connexion internet.",
  panelTitle: 'Disponibles hors ligne',
  panelEmpty: "Aucune histoire enregistrée sur cet appareil. Ouvrez une histoire puis touchez « Disponible hors ligne » pour l'emporter sans réseau.",
  panelTotal: (count: number, size: string) => `${count} ${count > 1 ? 'histoires' : 'histoire'} · ${size} sur cet appareil`,
  open: (title: string) => `Lire « ${title} »`,
  savedOn: (date: string) => `Enregistrée le ${date}`,
} as const;

/** The units of a saved story's size (« 850 Ko », « 1,4 Mo »): a const of their own, so the service worker's bundle, which reads offline-keys.ts, takes only these. */
export const SIZE_UNITS = {
  bytes: 'octets',
  kilobytes: 'Ko',
  megabytes: 'Mo',
} as const;
