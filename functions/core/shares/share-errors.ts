import { SHARE_MESSAGES } from '#shared/story-shares';
import { DomainError } from '#core/errors';

/** 429: the link was opened more often than SHARE_VIEW_LIMIT allows; nothing was read. */
export class ShareViewsLimitedError extends DomainError {
  override readonly name = 'ShareViewsLimitedError';
  readonly status = 429;
  constructor(message: string = SHARE_MESSAGES.tooManyViews) {
    super(message);
  }
}

/** 409: only a finished story can be shared (its text, pictures and narration are all there). */
export class StoryNotShareableError extends DomainError {
  override readonly name = 'StoryNotShareableError';
  readonly status = 409;
  constructor(message: string = SHARE_MESSAGES.storyNotReady) {
    super(message);
  }
}
