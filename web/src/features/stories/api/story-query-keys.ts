/**
 * The query keys of the stories, in one place so that the screens that read a story list and the
 * mutations that change one always name the same cache entries. Every key starts with 'stories', so
 * `storyQueryKeys.all` invalidates them all at once.
 */
export const storyQueryKeys = {
  all: ['stories'] as const,
  /** The home screen's recent stories (spec part 2 §7, limit 6). */
  recent: ['stories', 'recent'] as const,
  /** The stories still being made (spec part 2 §7, polled every 10 s). */
  pending: ['stories', 'pending'] as const,
  /** Every library list, whatever its profile filter. */
  libraries: ['stories', 'library'] as const,
  /** One library list: all the parent's stories, or one child's. */
  library: (profileId?: string | null) => ['stories', 'library', profileId ?? 'all'] as const,
  /** One story, as `GET /api/stories/{id}` answers it. */
  detail: (id: string) => ['stories', 'detail', id] as const,
} as const;
