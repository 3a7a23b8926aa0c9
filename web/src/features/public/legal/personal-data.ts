import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, pageLink, paragraph, section, strong, type LegalDocument } from './legal-document';
import { LEGAL_FACTS } from './legal-facts';
import { SELF_SERVICE_NOTICE } from './self-service-notice';

/**
 * /donnees-personnelles (spec part 1 §2): the data collected — identity, child profile (first name, age,
 * interests), connection, navigation — as the product really stores it (shared/profiles.ts, shared/stories.ts,
 * infra/constructs/*), and what it never collects.
 */
export function personalData(publisher: Publisher): LegalDocument {
  const facts = LEGAL_FACTS;
  return {
    path: paths.personalData,
    title: 'Données personnelles',
    intro: [
      'La liste complète de ce que Contes Magiques enregistre, et de ce qu’il n’enregistre jamais. Pourquoi, où et combien de temps : tout est dans notre ',
      pageLink('politique de confidentialité', paths.privacyPolicy),
      '.',
    ],
    sections: [
      section(
        'identite',
        'Votre identité',
        list(
          'Votre adresse e-mail, votre prénom et votre nom, saisis à l’inscription (ou transmis par Google ou Facebook si vous vous connectez avec eux).',
          'Votre mot de passe n’est jamais enregistré en clair : le service d’authentification de notre hébergeur (Amazon Cognito) le protège, et nous ne le voyons pas.',
        ),
      ),
      section(
        'profil-enfant',
        'Le profil de votre enfant',
        list(
          [strong('Qui il est : '), 'son prénom, son âge et son genre (garçon ou fille).'],
          [strong('Ce qu’il aime : '), 'ses centres d’intérêt, son loisir préféré et ses traits de caractère.'],
          [
            strong('Son apparence, '),
            'choisie dans des listes pour dessiner un héros qui lui ressemble : couleur de peau, des cheveux et des yeux, coiffure, taille, style vestimentaire, couleur préférée.',
          ],
          [strong('Pour adapter les histoires : '), 'son niveau de lecture, son avatar et son thème de couleurs.'],
        ),
      ),
      section(
        'histoires',
        'Ses histoires',
        list(
          'Vos choix pour chaque histoire : personnage principal, lieu, scénario, émotions et valeurs, avec ou sans narration.',
          'L’histoire écrite, son titre et sa morale, son illustration et sa narration audio, gardées dans votre bibliothèque privée.',
        ),
      ),
      section(
        'achats',
        'Vos achats et vos crédits',
        list(
          'Les packs et l’abonnement achetés, leurs montants et leurs dates, avec les références de paiement de Stripe. Jamais votre numéro de carte, que seul Stripe reçoit.',
          'L’historique de vos crédits : ceux qui vous sont offerts ou que vous achetez, ceux que vous utilisez et ceux qui vous sont rendus si une histoire n’a pas pu être créée.',
          'Les messages que vous envoyez à notre support.',
        ),
      ),
      section(
        'connexion',
        'Votre connexion',
        list(
          `Votre session de connexion, gardée dans votre navigateur ${facts.sessionDays} jours au plus.`,
          `Les journaux de nos serveurs (heure, action demandée, résultat), gardés ${facts.applicationLogDays} jours, sans adresse IP.`,
        ),
      ),
      section(
        'navigation',
        'Votre navigation',
        list(
          `Les journaux de diffusion du site : adresse IP, page demandée, date et navigateur, gardés ${facts.edgeLogDays} jours pour la sécurité du service.`,
          [
            'Quelques informations nécessaires gardées dans votre navigateur (l’enfant sélectionné, le thème, votre choix sur les cookies), détaillées dans notre ',
            pageLink('politique de cookies', paths.cookies),
            '.',
          ],
          'La mesure d’audience de la boutique, seulement si elle est activée et si vous l’avez acceptée.',
        ),
      ),
      section(
        'jamais',
        'Ce que nous ne collectons jamais',
        list(
          'La photo de votre enfant, sa voix ou tout enregistrement.',
          'Son nom de famille, sa date de naissance, son adresse, son école.',
          'Sa localisation ou la vôtre.',
          'Vos coordonnées bancaires.',
        ),
        paragraph('Et nous ne vendons, ne louons ni n’utilisons vos données pour de la publicité.'),
      ),
      section(
        'vos-droits',
        'Vos droits sur ces données',
        paragraph('Vos droits sont expliqués sur la page ', pageLink('Vos droits RGPD', paths.gdpr), ', et la marche à suivre sur la page ', pageLink('Exercer vos droits', paths.rights), '.'),
        paragraph(...SELF_SERVICE_NOTICE(publisher)),
      ),
    ],
  };
}
