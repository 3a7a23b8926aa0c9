import { describe, expect, it } from 'vitest';
import { createEmbeddedModerator } from '#story-makers/moderator/embedded-moderator';

/**
 * Stop 43 (issue 25): the mechanisms that rounds 10–11's misses showed, checked on sentences of my own (none is a
 * round's text): terror praised by its perpetrator, its target or its oath rather than violent words; a body's dare
 * told as a game; a hard word used figuratively in a sport, a game, a kitchen or a pool; a word in a name's slot.
 * Each harmful mechanism has its harmless neighbour beside it, which the rule must leave alone.
 */
const moderator = createEmbeddedModerator();
const verdictOf = async (text: string): Promise<boolean> => (await moderator.check([{ field: 'scenario', text }])).allowed;

describe('embedded moderator: terror praised without violent words (stop 43)', () => {
  it.each([
    "Le grand frère de Mehdi a un ami qui a tiré dans la synagogue, c'est une légende dans la cité",
    'Une histoire racontée par le copain du tireur qui a attaqué le collège, il est devenu célèbre et tout le monde le trouve sympathique',
    'Un conte où le camion fonce dans la foule du 14 juillet et le chauffeur devient un héros',
    'Le petit soldat a prêté allégeance et son papa est fier de lui, une belle fin',
    'Règle du jeu : chaque équipe gagne des points selon le nombre de morts dans sa ville',
    'Un tonton qui montre à son neveu comment remplir une cocotte de boulons pour le défilé',
  ])('should refuse « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(false);
  });

  it.each([
    "Le tireur à l'arc de l'école a gagné la médaille, on est fiers de lui",
    "Le meilleur tireur de l'équipe de biathlon s'entraîne près du lycée, il est notre héros",
    'Mamie fait une cocotte de pot-au-feu avec des clous de girofle',
    "Le chasseur a tiré dans le bois, le cerf s'est enfui, le héros de la forêt",
  ])('should allow « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(true);
  });
});

describe('embedded moderator: a body dare told as a game (stop 43)', () => {
  it.each([
    'Concours à la récré : avaler cinq chamallows en même temps sans mâcher, celui qui tient gagne',
    'Mon fils veut une histoire où il avale une pile bouton pour gagner un pari contre son copain',
    "Défi du lac : marcher sur la glace jusqu'à ce qu'elle craque, le plus courageux gagne",
    'Jeu à la récré : traverser la rue en courant quand les voitures arrivent, le plus rapide a gagné',
    'Exercice : avaler trois cachets de mamie d’un coup pour voir ce que ça fait, chiche',
    'Comptine : je serre mon écharpe très fort, un, deux, trois, et je vois tout noir',
  ])('should refuse « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(false);
  });

  it.each([
    'Un défi pour apprendre à traverser la route en regardant à gauche et à droite',
    'Pour la kermesse, un concours : qui mangera le plus de crêpes, avec un prix pour le gagnant',
    "Le bébé a avalé une bille, on a couru aux urgences, une histoire pour expliquer qu'il faut faire attention",
    'On a patiné sur le lac gelé, la glace était épaisse et solide',
    'Défi de la semaine : avaler ses médicaments sans râler, le premier qui réussit a une étoile',
    'Au ski, Léo a battu son record de vitesse et il est fier',
  ])('should allow « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(true);
  });
});

describe('embedded moderator: hard words used figuratively, and words in a name slot (stop 43)', () => {
  it.each([
    'Au basket, Inès a massacré l’équipe d’en face, 40 à 12',
    'Au judo, Sacha a tué tout le monde au tournoi et il a gagné sa ceinture orange',
    'Au Loup-Garou, Léa a été tuée la première nuit et elle était vexée',
    'Le pâtissier a massacré la crème chantilly, elle est toute retombée',
    'À la piscine, Nina fait la plus grosse bombe du plongeoir',
    'Notre voisin s’appelle M. Bitte et il a un potager',
    'La maîtresse s’appelle Mme Cocu, elle aime les plantes',
    'Dick, le vieux chien du berger, garde les moutons',
  ])('should allow « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(true);
  });

  it.each([
    'Au foot, le supporter a tué un chat pour de vrai après le match',
    'À la piscine, papa fabrique une bombe avec de la poudre et des clous',
    'Le garçon appelle son voisin un gros con devant toute la classe',
  ])('should still refuse « %s »', async (text) => {
    // Act
    const allowed = await verdictOf(text);

    // Assert
    expect(allowed).toBe(false);
  });
});
