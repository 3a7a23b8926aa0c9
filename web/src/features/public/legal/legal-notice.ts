import { paths } from '@/lib/paths';
import type { Publisher } from '@/lib/publisher';
import { list, mailLink, pageLink, paragraph, section, strong, webLink, type LegalDocument } from './legal-document';

/**
 * /mentions-legales (spec part 1 §2): publisher, host, intellectual property, data protection, cookies, law,
 * contact, modifications. What the LCEN (loi n° 2004-575 du 21 juin 2004, art. 6 III) requires of every site.
 */
export function legalNotice(publisher: Publisher): LegalDocument {
  return {
    path: paths.legalNotice,
    title: 'Mentions légales',
    intro: [
      'Le site ',
      webLink(publisher.siteUrl),
      ' et le service Contes Magiques sont édités par ',
      publisher.companyName,
      '. Vous trouverez ici qui nous sommes, qui héberge le service et les règles qui s’appliquent à son utilisation.',
    ],
    sections: [
      section(
        'editeur',
        'Éditeur du site',
        list(
          [strong('Société : '), `${publisher.companyName}, ${publisher.legalForm} au capital de ${publisher.shareCapital}`],
          [strong('Siège social : '), publisher.address],
          [strong('Immatriculation : '), publisher.registration],
          [strong('TVA intracommunautaire : '), publisher.vatNumber],
          [strong('Téléphone : '), publisher.phone],
          [strong('E-mail : '), mailLink(publisher.contactEmail)],
          [strong('Directeur de la publication : '), publisher.publicationDirector],
        ),
      ),
      section(
        'hebergeur',
        'Hébergement',
        paragraph('Le site, ses comptes, ses histoires et leurs fichiers sont hébergés par :'),
        list(
          [strong(publisher.host.name)],
          [strong('Adresse : '), publisher.host.address],
          [strong('Téléphone : '), publisher.host.phone],
          [strong('Site : '), webLink(publisher.host.website)],
        ),
        paragraph(`Les données sont stockées dans la région AWS ${publisher.awsRegion}, ${publisher.awsRegionLabel}.`),
      ),
      section(
        'propriete-intellectuelle',
        'Propriété intellectuelle',
        paragraph(
          'Le nom et le logo Contes Magiques, les textes, illustrations et éléments graphiques du site, ainsi que les logiciels qui écrivent, illustrent et racontent les histoires, appartiennent à ',
          publisher.companyName,
          ' ou à ses partenaires. Les reproduire ou les réutiliser sans notre accord écrit est interdit (Code de la propriété intellectuelle, article L122-4).',
        ),
        paragraph(
          'Les histoires créées pour votre famille vous sont destinées : vous pouvez les lire, les imprimer et les partager dans un cadre privé et familial, sans limite de durée. Les ',
          pageLink('conditions générales d’utilisation', paths.termsOfUse),
          ' précisent ce que vous pouvez en faire.',
        ),
      ),
      section(
        'donnees-personnelles',
        'Protection des données personnelles',
        paragraph(
          publisher.companyName,
          ' est responsable des données personnelles traitées par Contes Magiques. Nous ne collectons que ce qui sert à créer les histoires, à gérer votre compte et vos achats. Aucune publicité, aucune revente de données, aucun profilage commercial.',
        ),
        paragraph(
          'Tout est expliqué dans notre ',
          pageLink('politique de confidentialité', paths.privacyPolicy),
          ', la liste des ',
          pageLink('données que nous collectons', paths.personalData),
          ', vos ',
          pageLink('droits RGPD', paths.gdpr),
          ' et la façon de les ',
          pageLink('exercer', paths.rights),
          '. Pour toute question : ',
          mailLink(publisher.privacyEmail),
          '.',
        ),
      ),
      section(
        'cookies',
        'Cookies',
        paragraph(
          'Contes Magiques ne dépose aucun cookie publicitaire. Le site garde dans votre navigateur ce qui lui est strictement nécessaire, comme votre connexion. Une mesure d’audience n’est active que si vous l’acceptez, et vous pouvez changer d’avis à tout moment avec le bouton « Gérer les cookies » en bas de chaque page. Le détail est dans notre ',
          pageLink('politique de cookies', paths.cookies),
          '.',
        ),
      ),
      section(
        'droit-applicable',
        'Droit applicable',
        paragraph(
          'Le site et ces mentions sont soumis au droit français. En cas de litige, une solution amiable est toujours recherchée d’abord ; si vous êtes un particulier, vous pouvez aussi recourir gratuitement à un médiateur de la consommation, comme l’expliquent nos ',
          pageLink('conditions générales de vente', paths.termsOfSale),
          '.',
        ),
      ),
      section(
        'contact',
        'Contact',
        paragraph(
          'Une question, une remarque ? Écrivez-nous à ',
          mailLink(publisher.contactEmail),
          ' ou par courrier au ',
          publisher.address,
          '. Vous pouvez aussi passer par notre ',
          pageLink('page de contact', paths.contact),
          '.',
        ),
      ),
      section(
        'modifications',
        'Modifications',
        paragraph(
          'Nous mettons ces mentions à jour quand le service ou la loi évolue. La date de la dernière mise à jour est indiquée en haut de cette page.',
        ),
      ),
    ],
  };
}
