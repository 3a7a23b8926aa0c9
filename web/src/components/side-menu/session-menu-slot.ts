import { createContext, type ReactNode } from 'react';

/**
 * What the signed-in menu takes from the features. The menu serves the pages of every feature, so it sits in
 * components/ and never imports one; the route guard (app/require-session.tsx), which composes features,
 * provides these through `SessionMenuProvider`.
 */
export interface SessionMenuSlots {
  /** The child profiles above the entries (the profiles feature); `close` shuts the drawer. */
  renderSections(close: () => void): ReactNode;
  /** 'Nouvelle histoire' (the credits feature): the credits are re-read before the wizard opens. */
  startNewStory(to: string): Promise<void>;
}

export const SessionMenuContext = createContext<SessionMenuSlots | null>(null);
