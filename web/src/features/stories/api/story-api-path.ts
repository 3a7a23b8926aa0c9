/** `GET /api/stories/{id}`'s path, kept apart from get-story.ts so the app shell can ask before loading its schemas. */
export const storyApiPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
