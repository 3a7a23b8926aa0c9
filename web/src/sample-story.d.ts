/**
 * The landing page's sample story, made by the embedded story makers while the web is built
 * (web/vite-plugins/sample-story.ts, whose `SampleStoryModule` lists the same exports).
 */
declare module 'virtual:sample-story' {
  export const title: string;
  /** The story's paragraphs, in order. */
  export const paragraphs: readonly string[];
  export const moral: string;
  /** The 1024×1024 PNG, as a hashed asset (a cache path in dev). */
  export const imageUrl: string;
  /** What the picture shows (the child, the main character, the place). */
  export const imageAlt: string;
  export const imageWidth: number;
  export const imageHeight: number;
  /** The MP3 narration, as a hashed asset (a cache path in dev). */
  export const audioUrl: string;
  export const durationMs: number;
  /** The child the story was made for: Léa, 4 years old. */
  export const childName: string;
  export const childAge: number;
}
