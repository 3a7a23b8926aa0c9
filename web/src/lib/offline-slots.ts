import type { ComponentType } from 'react';
import type { StoryDetail } from '@shared/stories';

/**
 * The offline feature's two pieces that other pages show (features/offline), handed down by the app shell
 * (app/ composes the features; a feature never imports another): 'Disponible hors ligne' on the story page,
 * and the saved stories in the library. Undefined outside the shell: the pages then show neither.
 *
 * A global set once by the app shell's chunk rather than a React context: a context object is a module the
 * shell and both pages would share, a chunk of its own in the story page's preload list, and that list is
 * written into the public pages' entry, whose budget has no byte left. Reading it costs the pages nothing.
 */
export interface OfflineSlots {
  SaveOfflineButton: ComponentType<{ story: StoryDetail; refreshStory: () => Promise<StoryDetail | undefined> }>;
  SavedStoriesPanel: ComponentType;
}

declare global {
  var contesMagiquesOfflineSlots: OfflineSlots | undefined;
}
