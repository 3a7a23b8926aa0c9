import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, strong, webLink, type LegalDocument } from './legal-document';
import { LEGAL_FACTS } from './legal-facts';

/**
 * /cookies: what the site really keeps in the browser (lib/constants.ts STORAGE_KEYS, Amplify's session
 * tokens, the upsell's session flag) and the one optional tracker, the Meta pixel of lib/analytics, which
 * sends nothing unless the operator configured it and the visitor accepted (lib/analytics/consent.ts).
 */
export function cookiePolicy(publisher: Publisher): LegalDocument {
  return {
    path: paths.cookies,
    title: 'Politique de cookies',
    intro:
      'Contes Magiques ne dépose aucun cookie publicitaire. Pour fonctionner, le site garde quelques informations dans votre navigateur ; un seul outil, facultatif, demande votre accord.',
    sections: [
      section(
        'definition',
        'Cookies, stockage local : de quoi parle-t-on ?',
        paragraph(
          'Un cookie est un petit fichier qu’un site enregistre dans votre navigateur. Le « stockage local » du navigateur joue le même rôle, et la loi (article 82 de la loi Informatique et Libertés) les traite de la même façon : ce sont des traceurs. Contes Magiques n’utilise que le stockage local et ne dépose lui-même aucun cookie.',
        ),
      ),
      section(
        'necessaires',
        'Ce qui est strictement nécessaire',
        paragraph('Ces informations font fonctionner le service que vous demandez. Elles ne servent à rien d’autre et ne demandent donc pas votre accord :'),
        list(
          [
            strong('Votre session de connexion '),
            `(les jetons d’Amazon Cognito, enregistrés par la bibliothèque Amplify) : elle vous garde connecté, ${LEGAL_FACTS.sessionDays} jours au plus, et disparaît quand vous vous déconnectez.`,
          ],
          [strong('L’enfant sélectionné '), '(« selectedProfileId ») : pour que les histoires soient créées pour le bon héros.'],
          [strong('Le thème de couleurs '), '(« childTheme ») : pour garder les couleurs de votre enfant sur les pages hors de votre espace.'],
          [strong('Votre choix sur les cookies '), '(« cookiesAccepted ») : pour ne pas vous reposer la question à chaque page.'],
          [
            strong('Un rappel écarté '),
            '(« upsellDismissed ») : quand vous répondez « Plus tard » à notre proposition d’histoires supplémentaires ; il s’efface à la fermeture de l’onglet.',
          ],
        ),
        paragraph('Quand vous vous déconnectez, votre session, l’enfant sélectionné, le thème et votre choix sur les cookies sont effacés de ce navigateur.'),
      ),
      section(
        'mesure-audience',
        'La mesure d’audience, seulement avec votre accord',
        paragraph(
          'Si nous l’avons activée, une mesure d’audience de la boutique nous aide à savoir si nos offres sont bien comprises. Elle passe par le pixel de Meta Platforms Ireland Ltd. et ne concerne que trois étapes : l’ajout d’un pack au panier, le début du paiement et l’achat, avec l’offre choisie, son montant et l’adresse de la page.',
        ),
        paragraph(
          'Aucun script de Meta n’est chargé sur nos pages : chaque étape est une simple demande d’image envoyée à Meta. Mais, comme toute demande adressée à Meta, elle peut être rapprochée des cookies que Meta a déjà déposés dans votre navigateur, et donc de votre compte Facebook ou Instagram si vous en avez un. Meta en est alors responsable, selon sa propre politique.',
        ),
        paragraph(
          strong('Sans votre accord, rien n’est envoyé. '),
          'La mesure ne démarre que si vous cliquez sur « Tout accepter » ou activez « Mesure d’audience » dans « Personnaliser ». Refuser n’a aucune conséquence sur le service.',
        ),
      ),
      section(
        'services-tiers',
        'Les pages de nos partenaires',
        paragraph(
          'La page de paiement de Stripe, et celles de Google ou de Facebook si vous vous connectez avec eux, sont sur leurs propres sites. Ils y utilisent leurs cookies, nécessaires au paiement, à la connexion et à la lutte contre la fraude, selon leurs propres politiques (',
          webLink('https://stripe.com/fr/privacy', 'politique de confidentialité de Stripe'),
          ').',
        ),
      ),
      section(
        'votre-choix',
        'Donner, refuser ou changer votre choix',
        paragraph(
          'À votre première visite, un bandeau vous propose « Tout accepter », « Tout refuser » ou « Personnaliser ». Vous pouvez changer d’avis à tout moment avec le bouton « Gérer les cookies » en bas de chaque page : votre nouveau choix s’applique aussitôt.',
        ),
        paragraph(
          'Vous pouvez aussi effacer les données du site dans les réglages de votre navigateur ; vous serez alors déconnecté. Pour tout le reste, voyez notre ',
          pageLink('politique de confidentialité', paths.privacyPolicy),
          ' et vos ',
          pageLink('droits RGPD', paths.gdpr),
          '. Une question : ',
          mailLink(publisher.privacyEmail),
          '.',
        ),
      ),
    ],
  };
}
