/**
 * The contact page's words (issue 29, item 3): the page is a lazy chunk of its own, so its copy sits beside it
 * rather than in features/public/messages.ts, which is in the public layout's chunk. A sentence with a link woven
 * in is given as the words before and after the link, which the page writes around its own <a>.
 */
export const CONTACT_TEXT = {
  kicker: 'Contact',
  title: 'Une question\u00a0? Écrivez-nous',
  lead: 'Une question sur Contes Magiques, une idée ou une remarque sur une histoire : chaque message est lu par notre équipe.',
  emailTitle: 'Par e-mail',
  email: 'Un e-mail suffit : nous vous répondons dans les plus brefs délais.',
  faqTitle: 'Questions fréquentes',
  faq: "La réponse s'y trouve peut-être déjà : la première histoire offerte, les crédits, l'âge des enfants, la confidentialité.",
  readFaq: 'Lire les questions fréquentes',
  supportTitle: 'Vous avez un compte\u00a0?',
  support:
    'Écrivez-nous depuis votre espace, rubrique Support : votre message nous arrive avec votre compte, ce qui nous aide à vous répondre plus vite.',
  privacyTitle: 'Vos données personnelles',
  /** Around the privacy address, which the page links. */
  privacy: { beforeAddress: 'Pour consulter, corriger ou supprimer vos données, écrivez à ', afterAddress: '.' },
  rights: 'Comment exercer vos droits',
} as const;
