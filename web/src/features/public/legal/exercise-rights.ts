import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, strong, webLink, type LegalDocument } from './legal-document';
import { RIGHTS_ANSWER_DELAY } from './legal-facts';
import { SELF_SERVICE_NOTICE } from './self-service-notice';

/** /droits (spec part 1 §2): how to exercise the rights, answered within one month (spec part 1 §9). */
export function exerciseRights(publisher: Publisher): LegalDocument {
  return {
    path: paths.rights,
    title: 'Exercer vos droits',
    intro: [
      'Vous voulez consulter, corriger, récupérer ou supprimer vos données, ou celles de vos enfants ? Voici comment faire. Chaque droit est expliqué sur la page ',
      pageLink('Vos droits RGPD', paths.gdpr),
      '.',
    ],
    sections: [
      section(
        'seul',
        'Ce que vous pouvez faire vous-même',
        list(
          'Modifier le profil d’un enfant : depuis le menu, avec le bouton de modification du profil.',
          'Supprimer le profil d’un enfant, avec toutes ses histoires : depuis le menu, avec le bouton de suppression du profil.',
          'Changer votre mot de passe : depuis la page « Paramètres du compte ».',
          'Obtenir une copie de toutes vos données : depuis la page « Paramètres du compte », avec le bouton « Télécharger mes données ».',
          'Supprimer votre compte, avec toutes vos données : depuis la page « Paramètres du compte », avec le bouton « Supprimer mon compte », après avoir tapé SUPPRIMER pour confirmer.',
          'Accepter ou refuser la mesure d’audience : avec le bouton « Gérer les cookies » en bas de chaque page.',
        ),
      ),
      section(
        'demande',
        'Nous écrire',
        paragraph(...SELF_SERVICE_NOTICE(publisher)),
        paragraph('Pour que nous puissions traiter votre demande rapidement, indiquez-nous :'),
        list(
          'le droit que vous souhaitez exercer (accès, rectification, effacement, limitation, portabilité ou opposition) ;',
          'l’adresse e-mail de votre compte Contes Magiques ;',
          'si votre demande concerne un enfant, le prénom de son profil.',
        ),
        paragraph('Vous pouvez aussi nous écrire par courrier : ', publisher.companyName, ', ', publisher.address, '.'),
      ),
      section(
        'identite',
        'Vérifier qu’il s’agit bien de vous',
        paragraph(
          'Pour protéger vos données, nous répondons à l’adresse e-mail de votre compte. Si votre demande vient d’une autre adresse, nous vous demanderons de la confirmer depuis celle du compte. Nous ne demandons une pièce d’identité qu’en cas de doute sérieux.',
        ),
      ),
      section(
        'delai',
        'Sous quel délai',
        paragraph(
          strong(`Nous vous répondons dans un délai d’${RIGHTS_ANSWER_DELAY}`),
          ' à compter de la réception de votre demande. Si elle est complexe ou si nous en recevons beaucoup, ce délai peut être prolongé de deux mois : nous vous le disons alors, avec la raison, avant la fin du premier mois (article 12 du RGPD). C’est gratuit.',
        ),
      ),
      section(
        'enfants',
        'Pour vos enfants',
        paragraph(
          'Les droits d’un enfant sur ses données s’exercent par ses parents. En tant que titulaire du compte, vous pouvez les exercer pour chacun des profils que vous avez créés.',
        ),
      ),
      section(
        'reclamation',
        'Si vous n’êtes pas satisfait',
        paragraph(
          'Écrivez-nous d’abord à ',
          mailLink(publisher.privacyEmail),
          ' : nous chercherons une solution avec vous. Vous pouvez aussi, à tout moment, adresser une réclamation à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (',
          webLink('https://www.cnil.fr'),
          ').',
        ),
        paragraph('Ce que nous faisons de vos données est décrit dans notre ', pageLink('politique de confidentialité', paths.privacyPolicy), '.'),
      ),
    ],
  };
}
