import type { ComponentType } from 'react';
import type { StoryDetail } from '@shared/stories';

/**
 * The family link's two pieces that other pages show (features/share, issue 31, item 2), handed down by the
 * app shell as lib/offline-slots.ts does, for the same reason (no module shared with the story page, whose
 * preload list is written into the public pages' entry): « Partager avec la famille » on the story page and
 * « Liens partagés » on the account page. Undefined outside the shell: the pages then show neither.
 */
export interface ShareSlots {
  ShareStoryControl: ComponentType<{ story: Pick<StoryDetail, 'id' | 'status'> }>;
  ShareLinksCard: ComponentType;
}

declare global {
  var contesMagiquesShareSlots: ShareSlots | undefined;
}
