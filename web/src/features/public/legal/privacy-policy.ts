import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, strong, webLink, type LegalDocument } from './legal-document';
import { LEGAL_FACTS, RIGHTS_ANSWER_DELAY } from './legal-facts';
import { SELF_SERVICE_NOTICE } from './self-service-notice';

/**
 * /politique-confidentialite: what the product really collects, why, where it lives, who else sees it, how
 * long it stays, and the rights (README "Architecture", DESIGN "Cloud shape", infra/constructs/*).
 */
export function privacyPolicy(publisher: Publisher): LegalDocument {
  const facts = LEGAL_FACTS;
  return {
    path: paths.privacyPolicy,
    title: 'Politique de confidentialité',
    intro:
      'Vous nous confiez des informations sur vous et sur vos enfants pour qu’ils deviennent les héros de leurs histoires. Cette page explique, simplement, ce que nous en faisons et ce que nous n’en ferons jamais.',
    sections: [
      section(
        'responsable',
        'Qui est responsable de vos données ?',
        paragraph(
          publisher.companyName,
          ', ',
          publisher.address,
          ', est responsable des traitements décrits ici. Pour toute question sur vos données, écrivez à ',
          mailLink(publisher.privacyEmail),
          '.',
        ),
      ),
      section(
        'engagements',
        'Nos engagements en bref',
        list(
          'Nous ne collectons que ce qui sert à créer les histoires, à gérer votre compte et vos achats.',
          'Les informations sur vos enfants servent uniquement à écrire, illustrer et raconter leurs histoires.',
          'Aucune publicité dans Contes Magiques, aucune vente ni location de données, aucun profilage commercial.',
          'Nous n’utilisons ni vos histoires ni les profils de vos enfants pour entraîner des modèles d’intelligence artificielle.',
          `Vos données sont stockées chez notre hébergeur dans la région ${publisher.awsRegionLabel}, dans des espaces privés.`,
        ),
      ),
      section(
        'parents',
        'Ce que nous collectons sur vous',
        list(
          [
            strong('Votre compte : '),
            'votre adresse e-mail, votre prénom et votre nom. Votre mot de passe est géré par le service d’authentification de notre hébergeur (Amazon Cognito) : nous ne le voyons jamais en clair.',
          ],
          [
            strong('Connexion avec Google ou Facebook, '),
            'lorsque cette option est proposée et que vous la choisissez : ce service nous transmet votre e-mail, votre prénom et votre nom, rien d’autre.',
          ],
          [
            strong('Vos achats : '),
            'le pack ou l’abonnement choisi, son montant, sa date et les références que Stripe, notre prestataire de paiement, attribue au paiement, au client et à l’abonnement. Vos coordonnées bancaires sont saisies sur la page sécurisée de Stripe et ne nous parviennent jamais.',
          ],
          [strong('Vos crédits : '), 'l’historique des histoires obtenues, utilisées et rendues, qui tient le compte de votre solde.'],
          [strong('Vos messages : '), 'ce que vous écrivez à notre support, avec votre adresse e-mail pour vous répondre.'],
          [
            strong('Les journaux de connexion : '),
            'des traces techniques de l’utilisation du site, décrites plus bas, qui servent à le faire fonctionner et à le protéger.',
          ],
        ),
      ),
      section(
        'enfants',
        'Ce que nous collectons sur vos enfants',
        paragraph(
          'Seulement ce que vous saisissez dans le profil de l’enfant, pour en faire le héros des histoires : son prénom, son âge, son genre (garçon ou fille), son apparence choisie dans des listes (couleur de peau, des cheveux et des yeux, coiffure, taille, style vestimentaire, couleur préférée), ses traits de caractère, ses centres d’intérêt, son loisir préféré, son niveau de lecture, son avatar et son thème de couleurs.',
        ),
        paragraph(
          'Pour chaque histoire, nous gardons aussi vos choix (personnage principal, lieu, scénario, émotions et valeurs), l’histoire écrite, son illustration et sa narration audio. Une histoire garde une copie du profil tel qu’il était à sa création.',
        ),
        paragraph(strong('Ce que nous ne collectons jamais : '), 'la photo de votre enfant, son nom de famille, sa date de naissance, son adresse, son école, sa localisation ou sa voix. Un enfant n’a pas de compte et ne nous transmet rien lui-même.'),
        paragraph(
          'N’écrivez dans les champs libres aucune information qui permettrait d’identifier ou de retrouver votre enfant. Nos contrôles refusent d’ailleurs les adresses, numéros de téléphone, adresses e-mail et numéros bancaires.',
        ),
      ),
      section(
        'finalites',
        'Pourquoi nous les utilisons',
        list(
          [strong('Créer et gérer votre compte, '), 'vous connecter : exécution du contrat (nos ', pageLink('conditions d’utilisation', paths.termsOfUse), ').'],
          [strong('Écrire, illustrer, raconter et conserver les histoires : '), 'exécution du contrat.'],
          [
            strong('Vérifier que chaque texte convient à un enfant '),
            'avant de l’utiliser, puis chaque histoire avant de la garder : exécution du contrat et intérêt légitime à protéger les enfants.',
          ],
          [
            strong('Vendre les packs et l’abonnement, tenir le compte de vos crédits : '),
            'exécution du contrat (nos ',
            pageLink('conditions de vente', paths.termsOfSale),
            ') ; conserver les pièces comptables : obligation légale.',
          ],
          [strong('Répondre à vos messages : '), 'exécution du contrat.'],
          [strong('Assurer la sécurité du service '), 'et prévenir les abus : intérêt légitime.'],
          [strong('Mesurer l’audience de la boutique, '), 'si ce service est activé : votre consentement uniquement (voir notre ', pageLink('politique de cookies', paths.cookies), ').'],
        ),
        paragraph('Aucune décision produisant des effets juridiques à votre égard n’est prise de façon entièrement automatisée. Nous ne vous envoyons pas de prospection commerciale.'),
      ),
      section(
        'stockage',
        'Où sont vos données',
        paragraph(
          `Chez notre hébergeur, ${publisher.host.name}, dans la région AWS ${publisher.awsRegion}, ${publisher.awsRegionLabel}. Les comptes sont gérés par Amazon Cognito, les profils, histoires et crédits sont enregistrés dans des bases Amazon DynamoDB, et les illustrations et narrations dans des espaces de stockage Amazon S3 privés.`,
        ),
        paragraph(
          `Rien n’y est public : une illustration ou une narration ne s’affiche qu’au travers d’un lien signé, valable ${facts.signedLinkMinutes} minutes, remis à vous seul. Chaque demande ne lit que les données de votre propre compte.`,
        ),
      ),
      section(
        'destinataires',
        'Qui d’autre y a accès',
        paragraph('Seules les personnes de notre équipe qui en ont besoin, et les prestataires suivants, chacun pour sa mission et rien d’autre :'),
        list(
          [
            strong(`${publisher.host.name} : `),
            'hébergement, stockage, sauvegardes et envoi des e-mails du compte (codes de confirmation et de réinitialisation).',
          ],
          [
            strong('Stripe Payments Europe, Ltd. (Irlande) : '),
            'le paiement. Stripe reçoit votre adresse e-mail, la référence de votre compte et l’offre choisie, et recueille lui-même vos coordonnées bancaires. Pour ses propres obligations (lutte contre la fraude, réglementation bancaire), Stripe agit en responsable de traitement.',
          ],
          [
            strong('OpenAI, '),
            'seulement si nous activons ses modèles pour le service. Par défaut, les histoires sont écrites, illustrées, racontées et vérifiées par nos propres moteurs, sur nos serveurs, et rien ne part chez un tiers. Si OpenAI est activé, il reçoit pour écrire l’histoire le prénom, l’âge, le genre et le profil de l’enfant avec vos choix ; pour l’illustrer, la description de son apparence, sans son prénom ; pour la raconter, le texte de l’histoire ; pour la vérification, les textes saisis. Jamais votre nom, votre e-mail ni la référence de votre compte.',
          ],
          [
            strong('Google ou Facebook, '),
            'seulement si vous choisissez de vous connecter avec l’un d’eux : il sait alors que vous vous êtes connecté à Contes Magiques.',
          ],
          [strong('Meta, '), 'pour la mesure d’audience de la boutique, seulement si elle est activée et si vous l’avez acceptée.'],
        ),
        paragraph('Nous ne communiquons vos données à personne d’autre, sauf aux autorités qui nous le demandent dans le cadre prévu par la loi.'),
      ),
      section(
        'transferts',
        'Transferts hors de l’Union européenne',
        paragraph(
          'Vos données sont stockées dans l’Union européenne. Certains prestataires peuvent y accéder depuis d’autres pays (assistance technique, réseau de paiement) ; OpenAI, quand il est activé, traite les demandes aux États-Unis. Ces transferts sont encadrés par les clauses contractuelles types de la Commission européenne ou par le cadre de protection des données UE–États-Unis. OpenAI s’engage à ne pas entraîner ses modèles avec ces données et à ne les garder que 30 jours au plus, pour détecter les abus.',
        ),
      ),
      section(
        'conservation',
        'Combien de temps nous les gardons',
        list(
          [strong('Votre compte et les profils de vos enfants : '), 'tant que votre compte existe.'],
          [
            strong('Les histoires, leurs illustrations et narrations : '),
            'gardées pour toujours dans une bibliothèque privée, c’est-à-dire sans limite de durée tant que votre compte existe, jusqu’à ce que vous supprimiez le profil de l’enfant ou votre compte.',
          ],
          [
            strong('Quand vous supprimez le profil d’un enfant, '),
            `ses histoires, illustrations et narrations sont supprimées avec lui. Les fichiers disparaissent de notre stockage sous ${facts.deletedMediaHours} heures environ, et les copies de sauvegarde sous ${facts.backupDays} jours.`,
          ],
          [
            strong('Quand vous supprimez votre compte, '),
            `tout ce qui précède est supprimé, ainsi que vos messages au support et votre compte de connexion. Les fichiers disparaissent de notre stockage sous ${facts.deletedMediaHours} heures environ, et les copies de sauvegarde sous ${facts.backupDays} jours. Nous gardons seulement les pièces de vos achats, ${facts.accountingYears} ans, comme la loi comptable l’exige (Code de commerce, article L123-22).`,
          ],
          [strong('Vos messages au support : '), 'tant que votre compte existe, pour suivre nos échanges.'],
          [
            strong('Les journaux techniques : '),
            `${facts.applicationLogDays} jours pour ceux de nos serveurs, qui servent à corriger les erreurs et ne contiennent ni adresse IP, ni texte d’histoire, ni profil d’enfant ; ${facts.edgeLogDays} jours pour ceux de la diffusion du site, qui contiennent l’adresse IP, la page demandée, la date et le navigateur.`,
          ],
          [strong('Votre connexion : '), `votre navigateur reste connecté ${facts.sessionDays} jours au plus, ou jusqu’à ce que vous vous déconnectiez.`],
        ),
        paragraph(
          'Comme vos histoires sont conservées sans limite de durée, nous ne supprimons pas de nous-mêmes un compte resté inactif. Vous pouvez le supprimer vous-même à tout moment, depuis la page « Paramètres du compte ».',
        ),
      ),
      section(
        'securite',
        'Comment nous les protégeons',
        list(
          'Les échanges avec le site sont chiffrés (HTTPS), et les données sont chiffrées là où elles sont stockées.',
          'Les espaces de stockage sont privés ; les fichiers ne sont accessibles que par des liens signés de courte durée.',
          'Chaque compte est cloisonné : une demande ne peut lire que les données de son propre compte.',
          'Les journaux de nos serveurs ne contiennent ni les textes de vos histoires, ni les profils de vos enfants.',
          'Les accès de notre équipe sont limités à ce que chacun doit faire.',
        ),
      ),
      section(
        'droits',
        'Vos droits',
        paragraph(
          'Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter l’utilisation, les récupérer (portabilité) et vous opposer à certains usages. Vous pouvez retirer votre consentement à tout moment et définir des directives sur le sort de vos données après votre décès. Chaque droit est expliqué sur la page ',
          pageLink('Vos droits RGPD', paths.gdpr),
          '.',
        ),
        paragraph(...SELF_SERVICE_NOTICE(publisher), ` Nous répondons dans un délai d’${RIGHTS_ANSWER_DELAY} (voir `, pageLink('Exercer vos droits', paths.rights), ').'),
        paragraph(
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (',
          webLink('https://www.cnil.fr'),
          ').',
        ),
      ),
      section(
        'mineurs',
        'Les enfants et Contes Magiques',
        paragraph(
          'Contes Magiques s’adresse aux parents : seul un adulte peut créer un compte, et c’est lui qui saisit les informations sur ses enfants, avec l’accord de l’autre parent le cas échéant. Les droits d’un enfant sur ses données s’exercent par ses parents, de la même façon que les vôtres.',
        ),
      ),
      section(
        'modifications',
        'Modifications',
        paragraph(
          'Si nous changeons la façon dont nous traitons vos données, nous mettons cette page à jour et, pour tout changement important, nous vous prévenons par e-mail avant qu’il s’applique. La date de la dernière mise à jour figure en haut de la page.',
        ),
      ),
    ],
  };
}
