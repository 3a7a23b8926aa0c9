import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, type LegalDocument } from './legal-document';
import { LEGAL_FACTS } from './legal-facts';

/**
 * /cgu: the terms of use of the product as it works (README, DESIGN): the parent's account, the children's
 * profiles, stories written by story makers and checked by the Moderator, the rules of use, and the
 * professional accounts of spec part 1 §1 and §6 (validated, several user profiles per subscription).
 */
export function termsOfUse(publisher: Publisher): LegalDocument {
  return {
    path: paths.termsOfUse,
    title: 'Conditions générales d’utilisation',
    intro: [
      'Ces conditions fixent les règles d’utilisation de Contes Magiques, édité par ',
      publisher.companyName,
      ' (voir les ',
      pageLink('mentions légales', paths.legalNotice),
      '). En créant un compte, vous les acceptez. Vos achats relèvent en plus de nos ',
      pageLink('conditions générales de vente', paths.termsOfSale),
      '.',
    ],
    sections: [
      section(
        'service',
        'Le service',
        paragraph(
          'Contes Magiques crée des histoires personnalisées pour les enfants de 4 à 10 ans. Vous créez un profil pour chaque enfant, choisissez un personnage, un lieu, un scénario, des émotions et des valeurs ; l’histoire est alors écrite, illustrée et racontée en français, adaptée à l’âge et au niveau de lecture de l’enfant, qui en est le héros.',
        ),
        paragraph(
          'Chaque histoire est gardée dans votre bibliothèque privée, sans limite de durée, et vous la retrouvez depuis n’importe quel appareil en vous connectant.',
        ),
      ),
      section(
        'compte',
        'Votre compte',
        list(
          'Le compte est réservé aux adultes. Vous l’ouvrez avec votre prénom, votre nom, une adresse e-mail que vous confirmez par un code, et un mot de passe d’au moins 6 caractères.',
          'Vos informations doivent être exactes. Votre mot de passe est personnel : gardez-le secret et prévenez-nous si vous pensez qu’un tiers le connaît.',
          'Vous êtes responsable de ce qui est fait avec votre compte.',
        ),
      ),
      section(
        'profils-enfants',
        'Les profils de vos enfants',
        paragraph(
          'Vous créez des profils pour les enfants dont vous êtes parent, ou avec l’accord de leurs parents. Un enfant n’a pas de compte : les histoires se découvrent avec vous.',
        ),
        paragraph(
          'Ne mettez dans les profils et les choix d’histoire aucune information qui permettrait d’identifier ou de retrouver un enfant (nom de famille, adresse, école, téléphone). Nos contrôles refusent ce genre d’information.',
        ),
      ),
      section(
        'histoires',
        'Des histoires créées par intelligence artificielle',
        paragraph(
          'Les histoires, leurs illustrations et leurs narrations sont créées automatiquement par des programmes d’intelligence artificielle : les nôtres, ou, selon la configuration du service, ceux d’OpenAI. Chaque texte que vous saisissez est vérifié avant qu’un crédit soit utilisé, et chaque histoire est relue par nos contrôles avant d’être gardée, pour qu’elle convienne à un jeune enfant.',
        ),
        paragraph(
          'Malgré ce soin, un contenu créé automatiquement peut contenir une maladresse ou une bizarrerie. Si une histoire vous semble inadaptée, signalez-la-nous à ',
          mailLink(publisher.contactEmail),
          ' : nous l’examinerons. Si une illustration ne vous convient pas, vous pouvez en demander une nouvelle depuis la page de l’histoire.',
        ),
        paragraph('Si la création d’une histoire échoue, le crédit utilisé vous est automatiquement rendu.'),
      ),
      section(
        'regles',
        'Les règles à respecter',
        paragraph('En utilisant Contes Magiques, vous vous engagez à ne pas :'),
        list(
          'saisir de texte violent, haineux, sexuel, illicite ou visant une personne réelle ;',
          'chercher à contourner nos contrôles ou à détourner la création d’histoires de son but ;',
          'accéder ou tenter d’accéder aux données d’un autre compte, perturber le service ou en extraire le contenu de façon automatisée ;',
          'revendre ou exploiter commercialement les histoires sans notre accord écrit.',
        ),
        paragraph(
          'Un texte qui ne respecte pas ces règles est refusé, avec un message qui indique le champ concerné, et aucun crédit n’est utilisé. En cas de manquement grave, nous pouvons suspendre le compte, après vous avoir prévenu sauf urgence.',
        ),
      ),
      section(
        'propriete',
        'Propriété des histoires',
        paragraph(
          'Les informations que vous saisissez restent les vôtres ; vous nous autorisez seulement à les utiliser pour créer vos histoires. Les histoires créées pour vous, leurs illustrations et leurs narrations sont destinées à votre famille : vous pouvez les lire, les imprimer et les partager dans un cadre privé et familial, sans limite de durée. Le site, ses moteurs d’histoires, son nom et son logo restent la propriété de ',
          publisher.companyName,
          '.',
        ),
      ),
      section(
        'professionnels',
        'Les comptes professionnels',
        paragraph(
          'Les professionnels de l’enfance (crèches, écoles, bibliothèques, orthophonistes, associations…) peuvent utiliser Contes Magiques avec un compte professionnel. Ce compte est ouvert après validation par nos soins, sur demande à ',
          mailLink(publisher.contactEmail),
          ' : nous vérifions l’existence de la structure avant de l’activer.',
        ),
        paragraph(
          'Un abonnement professionnel réunit plusieurs profils d’utilisateurs. Le client professionnel est responsable de leur usage du service et informe les familles des enfants dont le prénom est utilisé. Ses conditions commerciales figurent dans nos ',
          pageLink('conditions générales de vente', paths.termsOfSale),
          '.',
        ),
      ),
      section(
        'disponibilite',
        'Disponibilité',
        paragraph(
          'Le service est accessible 24 h/24 et 7 j/7, sauf maintenance ou incident. Nous faisons notre possible pour qu’il fonctionne sans interruption et pour annoncer à l’avance les maintenances programmées. Si la création d’histoires est momentanément indisponible, un message vous le dit et aucun crédit n’est perdu.',
        ),
      ),
      section(
        'responsabilite',
        'Responsabilité',
        paragraph(
          'Nous mettons tout en œuvre pour fournir un service fiable et des histoires adaptées aux enfants (obligation de moyens). Nous ne sommes pas responsables d’une mauvaise utilisation du service, ni d’une interruption due à votre connexion ou à un cas de force majeure. Rien dans ces conditions ne limite les droits que la loi vous accorde en tant que consommateur.',
        ),
      ),
      section(
        'donnees',
        'Vos données',
        paragraph(
          'Nous traitons vos données et celles de vos enfants comme l’explique notre ',
          pageLink('politique de confidentialité', paths.privacyPolicy),
          '. Aucune publicité, aucune revente.',
        ),
      ),
      section(
        'duree',
        'Durée et fermeture du compte',
        paragraph(
          'Votre compte existe tant que vous le souhaitez, et vous pouvez le supprimer vous-même à tout moment, depuis la page « Paramètres du compte » (voir aussi la page ',
          pageLink('Exercer vos droits', paths.rights),
          '). Sa suppression efface vos profils, vos histoires et votre solde de crédits, sans remboursement : pensez à utiliser vos histoires restantes avant, et à exercer avant votre droit de rétractation sur un achat récent, si vous le souhaitez. Un abonnement en cours doit d’abord être résilié.',
        ),
        paragraph(
          `Tant que le compte existe, les crédits achetés en pack n’expirent pas ; les ${LEGAL_FACTS.subscriptionStoriesPerMonth} histoires mensuelles de l’abonnement valent pour leur mois.`,
        ),
      ),
      section(
        'modifications',
        'Modification des conditions',
        paragraph(
          'Nous pouvons faire évoluer ces conditions avec le service. Pour tout changement important, nous vous prévenons par e-mail ou sur le site avant qu’il s’applique ; si vous n’êtes pas d’accord, vous pouvez fermer votre compte.',
        ),
      ),
      section(
        'droit',
        'Droit applicable et litiges',
        paragraph(
          'Ces conditions sont soumises au droit français. En cas de désaccord, écrivez-nous d’abord : nous chercherons une solution amiable. Si vous êtes un particulier, vous pouvez aussi recourir gratuitement à un médiateur de la consommation, présenté dans nos ',
          pageLink('conditions générales de vente', paths.termsOfSale),
          '.',
        ),
      ),
    ],
  };
}
