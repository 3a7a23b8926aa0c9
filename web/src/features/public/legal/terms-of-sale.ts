import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, strong, webLink, type LegalDocument, type LegalText } from './legal-document';
import { LEGAL_FACTS, PROFESSIONAL_TERMS } from './legal-facts';

/** "30, 60, 90 ou 365" */
function frenchList(values: readonly number[]): string {
  const words = values.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ou ${words[words.length - 1]}`;
}

/**
 * /cgv. Two parts: the consumer terms of what the product really sells (shared/packs.ts: packs of story
 * credits that never expire, the monthly subscription of 30 stories, the first story free without a card,
 * payment through Stripe), with the withdrawal right of digital content (Code de la consommation,
 * L221-18 and L221-28 13°) and consumer mediation (L612-1); then the professional terms of spec part 1 §1
 * and §9 (validated account, several user profiles, prices excluding tax, monthly billing, 30-day payment,
 * liability capped at the last 12 months' sums, 3 months' notice, maintenance announced 48 h ahead, 24/7).
 */
export function termsOfSale(publisher: Publisher): LegalDocument {
  const facts = LEGAL_FACTS;
  const pro = PROFESSIONAL_TERMS;
  const withdrawalForm: LegalText[] = [
    `À l’attention de ${publisher.companyName}, ${publisher.address}, ${publisher.contactEmail} :`,
    'Je vous notifie par la présente ma rétractation du contrat portant sur la fourniture du contenu numérique ci-dessous :',
    'Commandé le :',
    'Nom du consommateur :',
    'Adresse du consommateur :',
    'Signature du consommateur (uniquement en cas d’envoi de ce formulaire sur papier) :',
    'Date :',
  ];
  return {
    path: paths.termsOfSale,
    title: 'Conditions générales de vente',
    intro:
      'Ces conditions s’appliquent à tout achat sur Contes Magiques : d’abord aux particuliers, qui achètent des packs d’histoires ou l’abonnement mensuel, puis, dans une partie à part, aux professionnels.',
    sections: [
      section(
        'vendeur',
        'Le vendeur',
        paragraph(
          publisher.companyName,
          ', ',
          publisher.legalForm,
          ', ',
          publisher.address,
          ', ',
          publisher.registration,
          '. Contact : ',
          mailLink(publisher.contactEmail),
          ', ',
          publisher.phone,
          '. Les autres informations sont dans nos ',
          pageLink('mentions légales', paths.legalNotice),
          '.',
        ),
      ),
      section(
        'offres',
        'Ce que vous achetez',
        paragraph(
          'Une histoire (texte, illustration et, si vous le souhaitez, narration audio) coûte un crédit. Chaque histoire créée reste dans votre bibliothèque privée, sans limite de durée.',
        ),
        list(
          [
            strong('La première histoire est offerte : '),
            `${facts.freeStoriesAtSignUp} crédit vous est donné à l’inscription, sans carte bancaire.`,
          ],
          [
            strong('Les packs d’histoires : '),
            `${frenchList(facts.packStoryCounts)} crédits, payés une fois. Les crédits d’un pack n’expirent jamais.`,
          ],
          [
            strong('L’abonnement mensuel : '),
            `${facts.subscriptionStoriesPerMonth} histoires par mois payé. Ces histoires mensuelles valent pour le mois en cours et ne se reportent pas sur le suivant ; tant que l’abonnement est actif, elles sont utilisées avant les crédits de vos packs.`,
          ],
        ),
        paragraph('Le contenu de chaque offre et son prix sont présentés dans la boutique avant tout paiement.'),
      ),
      section(
        'prix',
        'Prix',
        paragraph(
          'Pour les particuliers, les prix sont indiqués en euros, toutes taxes comprises. Le prix applicable est celui affiché au moment de la commande. Si le prix de l’abonnement change, nous vous prévenons au moins un mois avant qu’il s’applique, et vous pouvez résilier d’ici là.',
        ),
      ),
      section(
        'commande',
        'Commande et paiement',
        list(
          'Vous choisissez un pack ou l’abonnement dans la boutique, une fois connecté.',
          'Vous êtes dirigé vers la page de paiement sécurisée de Stripe, notre prestataire de paiement. Vous y saisissez vos coordonnées bancaires, que nous ne recevons jamais.',
          'La commande est ferme dès que Stripe confirme le paiement. Les crédits s’ajoutent alors automatiquement à votre solde, en général en quelques secondes.',
          'Si le paiement est refusé ou abandonné, rien n’est débité et aucun crédit n’est ajouté.',
        ),
      ),
      section(
        'abonnement',
        'L’abonnement mensuel',
        list(
          'L’abonnement est sans engagement. Il est payé chaque mois, à la date anniversaire de la souscription, et se renouvelle jusqu’à votre résiliation.',
          'Chaque mois payé vous donne de nouveau vos histoires mensuelles.',
          'Vous résiliez à tout moment, en quelques clics, depuis la page « Paramètres du compte », bouton « Gérer mon abonnement ». La résiliation prend effet à la fin du mois en cours, déjà payé : vous gardez vos histoires mensuelles jusque-là, et rien n’est plus prélevé ensuite.',
          'Si un paiement mensuel échoue, les histoires du mois ne sont pas renouvelées tant qu’il n’est pas réglé. Les crédits de vos packs restent utilisables.',
        ),
      ),
      section(
        'fourniture',
        'Fourniture des histoires',
        paragraph(
          'Les crédits sont disponibles dès la confirmation du paiement. Une histoire est créée à votre demande, en général en quelques minutes, puis gardée dans votre bibliothèque. Si sa création échoue, son crédit vous est automatiquement rendu.',
        ),
      ),
      section(
        'retractation',
        'Droit de rétractation',
        paragraph(
          `Vous disposez de ${facts.withdrawalDays} jours à compter de votre achat pour vous rétracter, sans avoir à vous justifier (article L221-18 du Code de la consommation).`,
        ),
        paragraph(
          'Une histoire est un contenu numérique fourni sans support matériel. Conformément à l’article L221-28 13° du Code de la consommation, le droit de rétractation ne peut plus être exercé pour une histoire dont la création a commencé, lorsque vous avez donné votre accord préalable et exprès à cette fourniture immédiate, reconnu renoncer à votre droit de rétractation, et que nous vous avons confirmé cet accord.',
        ),
        paragraph(
          `Concrètement, si vous vous rétractez dans les ${facts.withdrawalDays} jours, nous vous remboursons la part du prix qui correspond aux histoires de ce pack ou de ce mois d’abonnement que vous n’avez pas encore créées, dans les ${facts.withdrawalDays} jours qui suivent votre demande, par le moyen de paiement utilisé pour l’achat. Les crédits correspondants sont retirés de votre solde.`,
        ),
        paragraph(
          'Pour vous rétracter, envoyez-nous à ',
          mailLink(publisher.contactEmail),
          ' une déclaration qui exprime clairement votre volonté, par exemple avec le modèle ci-dessous :',
        ),
        list(...withdrawalForm),
      ),
      section(
        'garanties',
        'Garanties',
        paragraph(
          'Vous bénéficiez de la garantie légale de conformité des contenus et services numériques (articles L224-25-1 et suivants du Code de la consommation). Si une histoire ne fonctionne pas comme prévu (texte incomplet, illustration ou narration manquante), vous pouvez demander une nouvelle illustration depuis la page de l’histoire, ou nous écrire : nous la remettons en état ou, à défaut, vous rendons son crédit.',
        ),
      ),
      section(
        'mediation',
        'Réclamations et médiation',
        paragraph(
          'Pour toute réclamation, écrivez-nous d’abord à ',
          mailLink(publisher.contactEmail),
          ' : nous vous répondons dans les plus brefs délais.',
        ),
        paragraph(
          'Si le désaccord persiste, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons, dans l’année qui suit votre réclamation écrite : ',
          strong(publisher.consumerMediator.name),
          ', ',
          publisher.consumerMediator.address,
          ', ',
          webLink(publisher.consumerMediator.website),
          '.',
        ),
      ),
      section(
        'professionnels',
        'Offre professionnelle',
        paragraph(
          'Cette partie s’applique aux clients professionnels (crèches, écoles, bibliothèques, orthophonistes, associations…), en plus des ',
          pageLink('conditions générales d’utilisation', paths.termsOfUse),
          '. Un compte professionnel est ouvert après validation par nos soins, sur demande à ',
          mailLink(publisher.contactEmail),
          ' ; son abonnement réunit plusieurs profils d’utilisateurs. Le devis accepté précise l’offre, le nombre de profils et le prix.',
        ),
      ),
      section(
        'professionnels-prix',
        'Prix, facturation et paiement (professionnels)',
        list(
          'Les prix sont indiqués en euros hors taxes ; la TVA s’y ajoute au taux en vigueur.',
          'L’abonnement est facturé chaque mois.',
          `Les factures sont payables à ${pro.paymentTermDays} jours à compter de leur date.`,
          'Tout retard de paiement entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40 € pour frais de recouvrement (articles L441-10 et D441-5 du Code de commerce).',
        ),
      ),
      section(
        'professionnels-service',
        'Disponibilité et maintenance (professionnels)',
        paragraph(
          `Le service est accessible 24 h/24 et 7 j/7. Toute maintenance programmée vous est annoncée par e-mail au moins ${pro.maintenanceNoticeHours} heures à l’avance. Nous sommes tenus d’une obligation de moyens.`,
        ),
      ),
      section(
        'professionnels-duree',
        'Durée et résiliation (professionnels)',
        paragraph(
          `L’abonnement professionnel se renouvelle chaque mois. Chaque partie peut le résilier à tout moment par écrit (e-mail ou courrier), avec un préavis de ${pro.terminationNoticeMonths} mois. En cas de manquement grave, l’autre partie peut résilier après une mise en demeure restée sans effet pendant 30 jours.`,
        ),
      ),
      section(
        'professionnels-responsabilite',
        'Responsabilité (professionnels)',
        paragraph(
          `Notre responsabilité envers un client professionnel est limitée aux dommages directs et prouvés, et plafonnée aux sommes qu’il nous a versées au cours des ${pro.liabilityMonths} derniers mois avant l’événement en cause.`,
        ),
      ),
      section(
        'droit',
        'Droit applicable',
        paragraph(
          'Ces conditions sont soumises au droit français. Un particulier peut saisir, à son choix, l’une des juridictions compétentes selon le Code de procédure civile ou celle du lieu où il demeurait lors de la commande (article R631-3 du Code de la consommation). Pour les professionnels, tout litige relève des tribunaux du ressort du siège social de ',
          publisher.companyName,
          '.',
        ),
      ),
    ],
  };
}
