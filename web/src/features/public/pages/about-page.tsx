import { BookHeartIcon, LockIcon, ShieldCheckIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { publicPage } from '@/lib/public-pages';

interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** What we hold to, as the product does it: moderation of every text, private data, reading at the child's level. */
const VALUES: readonly Value[] = [
  {
    title: 'Des histoires sûres',
    text: "Chaque texte que vous saisissez, puis chaque histoire écrite, passe par notre modération, pensée pour des enfants de 4 à 10 ans. Ce qui ne convient pas à leur âge n'arrive jamais jusqu'à eux.",
    icon: ShieldCheckIcon,
  },
  {
    title: 'Une vie privée respectée',
    text: "Les informations sur votre enfant ne servent qu'à écrire ses histoires. Elles restent privées, ne sont jamais vendues, et le site n'affiche aucune publicité. Nous ne demandons ni photo, ni nom de famille, ni adresse.",
    icon: LockIcon,
  },
  {
    title: 'Le plaisir de lire',
    text: "Chaque histoire est écrite pour l'âge et le niveau de lecture de votre enfant, et porte les émotions et les valeurs que vous choisissez de lui transmettre.",
    icon: BookHeartIcon,
  },
];

/**
 * /qui-sommes-nous (spec part 1 §2; /about redirects here): the company's story, told as inspired by a
 * parent's daughter aged 4 (spec part 1 §1), its mission and values, and a call to action to /create
 * (protected: a visitor signs in first and is brought back).
 */
function AboutPage() {
  useDocumentTitle(publicPage(paths.about)?.title);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4">
        <p className="text-sm font-bold tracking-widest text-primary uppercase">Qui sommes-nous&nbsp;?</p>
        <h1 className="text-4xl font-extrabold text-balance sm:text-5xl">Des histoires où votre enfant est le héros</h1>
        <p className="text-lg text-pretty text-muted-foreground">
          Contes Magiques est né d'une envie toute simple : que chaque enfant puisse, le soir venu, écouter une
          histoire qui parle de lui.
        </p>
      </div>

      <section aria-labelledby="about-story" className="flex flex-col gap-4">
        <h2 id="about-story" className="text-2xl font-extrabold sm:text-3xl">
          Notre histoire
        </h2>
        <p className="text-pretty">
          Tout a commencé au moment du coucher. Notre fille avait 4 ans, connaissait par cœur chacun de ses livres et
          nous réclamait chaque soir «&nbsp;une histoire avec moi dedans&nbsp;». Alors nous en avons inventé : elle y partait
          sur la Lune, se liait d'amitié avec un dragon timide, et trouvait toujours, à la fin, un peu plus de
          courage.
        </p>
        <p className="text-pretty">
          Ses yeux brillaient quand l'héroïne portait son prénom, aimait sa couleur préférée et lui ressemblait. Nous
          avons voulu offrir ce moment à toutes les familles, y compris les soirs où l'inspiration manque : c'est
          ainsi qu'est né Contes Magiques.
        </p>
      </section>

      <section aria-labelledby="about-mission" className="flex flex-col gap-4">
        <h2 id="about-mission" className="text-2xl font-extrabold sm:text-3xl">
          Notre mission
        </h2>
        <p className="text-pretty">
          Donner le goût de la lecture aux enfants de 4 à 10 ans, avec des histoires dans lesquelles ils se
          reconnaissent. Vous décrivez votre enfant (son prénom, son âge, son caractère, ses passions), vous
          choisissez le décor, l'aventure, les émotions et les valeurs, et nous écrivons pour lui une histoire en
          français, illustrée et racontée à voix haute.
        </p>
        <p className="text-pretty">
          Chaque histoire rejoint sa bibliothèque privée, sans limite de durée, pour être relue autant de fois qu'il
          le voudra, sur tous vos appareils.
        </p>
      </section>

      <section aria-labelledby="about-values" className="flex flex-col gap-6">
        <h2 id="about-values" className="text-2xl font-extrabold sm:text-3xl">
          Nos valeurs
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg font-extrabold">{title}</h3>
              <p className="text-pretty text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-start"
        className="flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-sm"
      >
        <h2 id="about-start" className="text-2xl font-extrabold text-balance sm:text-3xl">
          Et si vous écriviez la première histoire de votre enfant&nbsp;?
        </h2>
        <p className="max-w-xl text-pretty">La première histoire est offerte, sans carte bancaire.</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.create}>
            <SparklesIcon aria-hidden="true" />
            Créer mon conte magique
          </Link>
        </Button>
      </section>
    </div>
  );
}

export { AboutPage as Component };
