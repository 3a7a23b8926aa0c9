import { VOICE_MESSAGES } from '#shared/voice';
import { DomainError } from '#core/errors';

/** A paragraph's recording over MAX_VOICE_BYTES: refused before anything is stored. */
export class VoiceRecordingTooLargeError extends DomainError {
  override readonly name = 'VoiceRecordingTooLargeError';
  readonly status = 413;
  constructor(message: string = VOICE_MESSAGES.tooLarge) {
    super(message);
  }
}

/** A recording whose declared type is not one we keep (415), or whose bytes are not that type's. */
export class VoiceRecordingTypeError extends DomainError {
  override readonly name = 'VoiceRecordingTypeError';
  readonly status = 415;
  constructor(message: string = VOICE_MESSAGES.unsupportedType) {
    super(message);
  }
}
