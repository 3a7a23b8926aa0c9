/**
 * The French copy of the generic UI (issue 29, item 3): the side menu, the toaster's and dialogs' labels, the
 * loading label and the password field's toggle. The features pass their own labels where a component takes one.
 */
export const COMPONENT_MESSAGES = {
  notifications: 'Notifications',
  notificationsShortcut: 'Notifications (Alt+T)',
  closeNotification: 'Fermer la notification',
  backHome: "Retour à l'accueil",
  hidePassword: 'Masquer',
  showPassword: 'Afficher',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menuTitlePrefix: 'Menu — ',
  siteName: 'Contes Magiques',
  mainMenu: 'Menu principal',
  theme: 'Thème',
  close: 'Fermer',
  loading: 'Chargement...',
} as const;

/** The side menu's entries (spec part 1 §4), by their id in menu-entries.ts. */
export const MENU_LABELS = {
  newStory: 'Nouvelle histoire',
  library: 'Bibliothèque',
  addChild: 'Ajouter un enfant',
  account: 'Paramètres du compte',
  support: 'Support',
  shop: 'Boutique',
  signOut: 'Se déconnecter',
  signIn: 'Se connecter',
} as const;
