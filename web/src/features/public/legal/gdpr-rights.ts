import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, pageLink, paragraph, section, strong, webLink, type LegalDocument } from './legal-document';
import { LEGAL_FACTS, RIGHTS_ANSWER_DELAY } from './legal-facts';
import { SELF_SERVICE_NOTICE } from './self-service-notice';

/**
 * /rgpd (spec part 1 §2): the list of data rights — access, rectification, erasure, limitation, portability,
 * objection — each said for this product: what it gives a parent here, and what the product already lets
 * the parent do alone.
 */
export function gdprRights(publisher: Publisher): LegalDocument {
  return {
    path: paths.gdpr,
    title: 'Vos droits RGPD',
    intro:
      'Le Règlement général sur la protection des données (RGPD) vous donne six droits sur les données que vous nous confiez, pour vous et pour vos enfants. Voici ce que chacun permet chez Contes Magiques.',
    sections: [
      section(
        'acces',
        'Le droit d’accès',
        paragraph(
          'Vous pouvez savoir quelles données nous avons sur vous et en obtenir une copie : votre compte, les profils de vos enfants, leurs histoires avec illustrations et narrations, l’historique de vos crédits et de vos achats, vos messages au support. La page « Paramètres du compte » vous la donne aussitôt, avec le bouton « Télécharger mes données ».',
        ),
      ),
      section(
        'rectification',
        'Le droit de rectification',
        paragraph(
          'Vous pouvez faire corriger une donnée inexacte. Les profils de vos enfants se modifient à tout moment depuis le menu, avec le bouton de modification de chaque profil. Pour votre prénom, votre nom ou votre adresse e-mail, écrivez-nous.',
        ),
      ),
      section(
        'effacement',
        'Le droit à l’effacement',
        paragraph(
          'Vous pouvez faire effacer vos données. Vous supprimez vous-même le profil d’un enfant depuis le menu : ses histoires, illustrations et narrations sont supprimées avec lui, définitivement. Vous supprimez de même votre compte entier depuis la page « Paramètres du compte », avec le bouton « Supprimer mon compte » : vos profils, vos histoires, vos crédits, vos messages au support et votre compte de connexion sont effacés.',
        ),
        paragraph(
          `Seules les pièces de vos achats sont conservées ${LEGAL_FACTS.accountingYears} ans, parce que la loi comptable nous y oblige.`,
        ),
      ),
      section(
        'limitation',
        'Le droit à la limitation',
        paragraph(
          'Vous pouvez nous demander de geler l’utilisation de certaines données, sans les effacer : par exemple le temps de vérifier une donnée que vous contestez, ou si vous en avez besoin pour faire valoir un droit.',
        ),
      ),
      section(
        'portabilite',
        'Le droit à la portabilité',
        paragraph(
          `Vous pouvez récupérer les données que vous nous avez fournies dans un format ouvert et lisible par une machine (JSON), pour les garder ou les confier à un autre service : c’est le fichier que donne le bouton « Télécharger mes données ». Les illustrations (PNG) et les narrations (MP3) de vos histoires s’enregistrent depuis les liens de ce fichier, valables ${String(LEGAL_FACTS.exportLinkMinutes)} minutes.`,
        ),
      ),
      section(
        'opposition',
        'Le droit d’opposition',
        paragraph(
          'Vous pouvez vous opposer aux usages fondés sur notre intérêt légitime, pour une raison tenant à votre situation. La mesure d’audience, elle, ne fonctionne qu’avec votre accord : vous le retirez à tout moment avec le bouton « Gérer les cookies » en bas de chaque page. Nous ne faisons pas de prospection commerciale.',
        ),
      ),
      section(
        'autres-droits',
        'Deux autres droits',
        list(
          [
            strong('Retirer votre consentement '),
            'à tout moment, pour ce qui en dépend, sans remettre en cause ce qui a été fait avant.',
          ],
          [
            strong('Définir des directives '),
            'sur la conservation, l’effacement et la communication de vos données après votre décès (article 85 de la loi Informatique et Libertés).',
          ],
        ),
      ),
      section(
        'exercer',
        'Comment exercer ces droits',
        paragraph(...SELF_SERVICE_NOTICE(publisher)),
        paragraph(
          `C’est gratuit, et nous répondons dans un délai d’${RIGHTS_ANSWER_DELAY}. La marche à suivre est détaillée sur la page `,
          pageLink('Exercer vos droits', paths.rights),
          '. Si notre réponse ne vous satisfait pas, vous pouvez saisir la CNIL (',
          webLink('https://www.cnil.fr'),
          ').',
        ),
        paragraph('Ce que nous faisons de vos données est décrit dans notre ', pageLink('politique de confidentialité', paths.privacyPolicy), '.'),
      ),
    ],
  };
}
