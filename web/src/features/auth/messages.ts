import type { AuthErrorAction } from '@/lib/auth/auth-errors';

/**
 * The auth feature's French copy (issue 29, item 3): each screen's words, one constant per component, so a lazy
 * chunk keeps only the constants its screens use. The API's messages stay in shared/.
 */
/** The dialog that confirms a new account's email with its code. */
export const CONFIRM_CODE_TEXT = {
  resent: 'Nouveau code envoyé !',
  checkSpam: 'Pensez à vérifier vos spams.',
  signedUp: 'Inscription réussie !',
  confirmEmail: 'Confirmez votre adresse email',
  codeLabel: 'Code de confirmation',
  resend: 'Renvoyer le code',
  /** Around the parent's address, in bold between them. */
  codeSentTo: 'Nous avons envoyé un code à 6 chiffres à ',
  codeSentThen: ". Saisissez-le pour activer votre compte (pensez à vérifier vos spams). Vous pouvez aussi cliquer sur le lien de l'email.",
  checking: 'Vérification...',
  continue: "Continuer vers l'application",
} as const;

/** The sign-in form. */
export const LOGIN_TEXT = {
  password: 'Mot de passe',
  forgot: 'Mot de passe oublié ?',
  formLabel: 'Connexion',
  email: 'Email',
  signingIn: 'Connexion...',
  submit: 'Se connecter',
} as const;

/** The sign-up form. */
export const REGISTER_TEXT = {
  sent: 'Email de confirmation envoyé !',
  sentDescription: 'Vérifiez votre boîte de réception, et pensez à regarder dans vos spams.',
  password: 'Mot de passe',
  passwordHint: 'Au moins 6 caractères.',
  emailNotice: "Nous vous enverrons un email de confirmation. S'il n'arrive pas dans quelques minutes, pensez à vérifier vos spams.",
  submit: 'Créer mon compte',
  formLabel: 'Inscription',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  registering: 'Inscription...',
} as const;

/** The forgotten password's two steps. */
export const RESET_PASSWORD_TEXT = {
  codeStep: 'Saisissez le code reçu par email et choisissez un nouveau mot de passe.',
  requestTitle: 'Demande de réinitialisation',
  requestHint: "Indiquez l'adresse email de votre compte : nous vous enverrons un code pour choisir un nouveau mot de passe.",
  sending: 'Envoi en cours...',
  sendCode: 'Envoyer le code',
  chooseTitle: 'Choisir un nouveau mot de passe',
  code: 'Code reçu par email',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  saving: 'Mise à jour...',
  save: 'Mettre à jour le mot de passe',
  newCode: 'Recevoir un nouveau code',
  email: 'Email',
  sentTitle: 'Email envoyé !',
} as const;

/** The Google and Facebook sign-in. */
export const SOCIAL_SIGN_IN_TEXT = {
  google: 'Continuer avec Google',
  facebook: 'Continuer avec Facebook',
  googleMissing: "La connexion avec Google n'est pas disponible sur cette installation : utilisez votre email et votre mot de passe.",
} as const;

/** The sign-in page. */
export const AUTH_PAGE_TEXT = {
  forgotTitle: 'Mot de passe oublié',
  emailConfirmed: 'Adresse email confirmée !',
  signInToContinue: 'Connectez-vous pour continuer.',
  passwordUpdated: 'Mot de passe mis à jour',
  redirecting: 'Vous allez être redirigé vers votre espace.',
  tagline: 'Contes Magiques, des histoires aussi uniques que vos enfants.',
  tabs: 'Connexion ou inscription',
  loginTab: 'Connexion',
  registerTab: 'Inscription',
  leaving: 'Redirection...',
  /** Between the forms and the social sign-in buttons. */
  or: 'ou',
} as const;

/** The sign-in page's way back. */
export const AUTH_BACK_LINK_TEXT = {
  toSignIn: 'Retour à la connexion',
  toHome: "Retour à l'accueil",
} as const;

/** The action a sign-in error's toast offers. */
export const ACTION_LABELS: Readonly<Record<AuthErrorAction, string>> = {
  signIn: 'Se connecter',
  signUp: "S'inscrire",
  confirm: 'Saisir le code',
};
