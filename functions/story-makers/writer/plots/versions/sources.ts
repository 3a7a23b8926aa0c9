import { BOOK_PAGE } from './book';
import { CAKE_HICCUPS } from './cake-hiccups';
import { CAKE_CARRIED } from './dragon-cake';
import { LOST_SIGNAL } from './lost-animal';
import { RACE_RIBBON } from './race';
import { RACE_CHAIN } from './race-chain';
import { RAINBOW_DROPS } from './rainbow';
import { ROCKET_BALLOON } from './rocket-balloon';
import { SCHOOL_STRING } from './school';
import { SEED_THANKS } from './seed-thanks';
import { SEED_WARM } from './seed-warm';
import { SONG_RHYTHM } from './song';
import { MAP_TURNED } from './map-turned';
import { TREASURE_HOLLOW } from './treasure-hollow';
import { RAINBOW_GREEN } from './rainbow-green';
import { NIGHT_BALL } from './night-ball';
import { NIGHT_GAME } from './night-game';
import { PARTY_RIBBONS } from './party-ribbons';
import { PARTY_SPOT } from './party-spot';
import { STAR_PLACE } from './star';
import { STAR_LANTERN } from './star-lantern';
import { STORM_BUILDERS } from './storm-friends';
import { STORM_WEBS } from './storm-webs';
import type { WholePlot } from './whole-plot';

/**
 * More whole tellings of the preset scenarios, by scenario id, as written: the writer ships them packed
 * (packed-whole-plots.ts, made by scripts/pack-texts.ts) and plots/index.ts adds them to the presets' own.
 */
export const WHOLE_PLOT_SOURCES: Record<string, WholePlot[]> = {
  'livre-magique': [BOOK_PAGE],
  'ami-perdu': [LOST_SIGNAL],
  'chanson-perdue': [SONG_RHYTHM],
  'premier-jour': [SCHOOL_STRING],
  'gateau-geant': [CAKE_CARRIED, CAKE_HICCUPS],
  'etoile-tombee': [STAR_PLACE, STAR_LANTERN],
  'arc-en-ciel': [RAINBOW_DROPS, RAINBOW_GREEN],
  'course-animaux': [RACE_RIBBON, RACE_CHAIN],
  tempete: [STORM_BUILDERS, STORM_WEBS],
  'nuit-etoilee': [NIGHT_BALL, NIGHT_GAME],
  'tresor-cache': [MAP_TURNED, TREASURE_HOLLOW],
  'fete-surprise': [PARTY_SPOT, PARTY_RIBBONS],
  'voyage-lune': [ROCKET_BALLOON],
  'jardin-magique': [SEED_WARM, SEED_THANKS],
};
