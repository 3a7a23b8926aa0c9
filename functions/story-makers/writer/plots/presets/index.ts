import type { Plot } from '../plot';
import { etoileTombee } from './etoile-tombee';
import { tresorCache } from './tresor-cache';
import { amiPerdu } from './ami-perdu';
import { feteSurprise } from './fete-surprise';
import { arcEnCiel } from './arc-en-ciel';
import { premierJour } from './premier-jour';
import { jardinMagique } from './jardin-magique';
import { voyageLune } from './voyage-lune';
import { courseAnimaux } from './course-animaux';
import { nuitEtoilee } from './nuit-etoilee';
import { chansonPerdue } from './chanson-perdue';
import { tempete } from './tempete';
import { gateauGeant } from './gateau-geant';
import { livreMagique } from './livre-magique';

/** The preset scenarios' plots, one file each, named by the scenario's id (in the order the writer has always read them). */
export const PRESET_PLOT_SOURCES: readonly Plot[] = [etoileTombee, tresorCache, amiPerdu, feteSurprise, arcEnCiel, premierJour, jardinMagique, voyageLune, courseAnimaux, nuitEtoilee, chansonPerdue, tempete, gateauGeant, livreMagique];
