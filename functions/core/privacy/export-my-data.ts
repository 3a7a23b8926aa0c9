import { MAX_VOICE_PARAGRAPHS, storyVoiceKey } from '#shared/media';
import { EXPORT_LINK_SECONDS, exportFileName, MAX_EXPORT_BYTES, type PrivacyExport } from '#shared/privacy';
import { ACCOUNT_SK } from '#shared/tables';
import type { Caller } from '#core/caller';
import { ledgerEntryIdOf } from '#core/credits/ledger';
import { CHECKOUT_MARKER_PREFIX, PERIOD_MARKER_PREFIX } from '#core/payments/payment-repository';
import { SHARE_SK_PREFIX } from '#core/shares/share-repository';
import type { Story } from '#core/stories/story';
import type { StoryMediaRepository } from '#core/stories/story-media-repository';
import { storyPictures } from '#core/stories/story-pictures';
import type { PersonalDataRepository, PersonalItem } from './personal-data-repository';
import { ExportTooLargeError } from './privacy-errors';

export interface ExportMyDataPorts {
  data: Pick<PersonalDataRepository, 'listPartition'>;
  /** Signs links valid {@link EXPORT_LINK_SECONDS}; reads a story's linked text. */
  media: Pick<StoryMediaRepository, 'signedUrl' | 'readContent'>;
  now?: () => Date;
}

export interface ExportFile {
  fileName: string;
  /** The JSON document, as sent. */
  body: string;
}

/** `{ userId, sk, … }` → `{ … }`: our key names say nothing to the parent. */
function withoutKeys(item: PersonalItem, ...keys: string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...item };
  for (const key of ['userId', ...keys]) delete copy[key];
  return copy;
}

const byId = (left: { id: string }, right: { id: string }) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0);

/**
 * GET /api/me/export (GDPR access and portability): one JSON document with everything we hold about the
 * caller, read by Queries of their own partitions only: the account, its ledger and purchases, the
 * profiles, the stories (text, moral, status, dates, the request made from the child's profile) with signed
 * links to their pictures and narrations (bytes would not fit in one answer), and their support messages.
 * Oldest first (every id is a ULID). Over MAX_EXPORT_BYTES: ExportTooLargeError.
 */
export async function exportMyData(ports: ExportMyDataPorts, caller: Caller): Promise<ExportFile> {
  const exportedAt = (ports.now ?? (() => new Date()))();
  const [accountItems, profileItems, storyItems, supportItems] = await Promise.all([
    ports.data.listPartition('accounts', caller.userId),
    ports.data.listPartition('profiles', caller.userId),
    ports.data.listPartition('stories', caller.userId),
    ports.data.listPartition('support', caller.userId),
  ]);

  const sk = (item: PersonalItem) => String(item.sk);
  const accountItem = accountItems.find((item) => sk(item) === ACCOUNT_SK);
  const ledger = accountItems
    .filter((item) => ledgerEntryIdOf(sk(item)) !== undefined)
    .map((item) => ({ id: ledgerEntryIdOf(sk(item))!, ...withoutKeys(item, 'sk') }))
    .sort(byId);
  // The markers that make each purchase count once. Other items of the partition (the image regeneration's
  // lease) are technical and hold nothing about the parent.
  const purchases = accountItems
    .filter((item) => sk(item).startsWith(CHECKOUT_MARKER_PREFIX) || sk(item).startsWith(PERIOD_MARKER_PREFIX))
    .map((item): Record<string, unknown> => ({ kind: sk(item).startsWith(CHECKOUT_MARKER_PREFIX) ? 'pack' : 'subscription_period', ...withoutKeys(item, 'sk') }))
    .sort((left, right) => String(left.createdAt).localeCompare(String(right.createdAt)));

  const stories = await Promise.all((storyItems as unknown as Story[]).map((story) => exportedStory(ports.media, story)));
  const document: PrivacyExport = {
    format: 'contes-magiques/mes-donnees',
    version: 1,
    exportedAt: exportedAt.toISOString(),
    linksExpireAt: new Date(exportedAt.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString(),
    userId: caller.userId,
    email: caller.email ?? (typeof accountItem?.email === 'string' ? accountItem.email : null),
    account: accountItem ? withoutKeys(accountItem, 'sk') : null,
    ledger,
    purchases,
    profiles: profileItems.map((item) => ({ id: String(item.profileId), ...withoutKeys(item, 'profileId') })).sort(byId),
    stories: stories.sort(byId),
    supportMessages: supportItems.map((item) => ({ id: String(item.messageId), ...withoutKeys(item, 'messageId') })).sort(byId),
    // The family links still valid: which story and until when (the token is not kept, only its hash, which is left out).
    shareLinks: accountItems
      .filter((item) => sk(item).startsWith(SHARE_SK_PREFIX) && Date.parse(String(item.validUntil)) > exportedAt.getTime())
      .map((item) => ({ storyId: String(item.storyId), title: String(item.title), createdAt: String(item.createdAt), expiresAt: String(item.validUntil) }))
      .sort((left, right) => left.createdAt.localeCompare(right.createdAt)),
  };

  // Compact: every byte counts against the answer's limit (the web writes the file indented).
  const body = JSON.stringify(document);
  if (Buffer.byteLength(body, 'utf8') > MAX_EXPORT_BYTES) throw new ExportTooLargeError();
  return { fileName: exportFileName(exportedAt), body };
}

/**
 * A story as the parent knows it. Built field by field: the media keys become links, and what only the
 * pipeline reads (index attributes, keys) stays out.
 */
async function exportedStory(media: ExportMyDataPorts['media'], story: Partial<Story> & Pick<Story, 'storyId' | 'profileId' | 'status' | 'createdAt' | 'updatedAt'>): Promise<PrivacyExport['stories'][number]> {
  const link = (key: string | undefined) => (key ? media.signedUrl(key) : Promise.resolve(null));
  // Every part of the narration (a story narrated before the parts has one, under `audioKey`).
  const parts = story.audioParts?.length ? story.audioParts : story.audioKey ? [{ audioKey: story.audioKey, timingsKey: story.timingsKey }] : [];
  // The parent's own reading (issue 31, item 4): their voice is theirs to take away too.
  const voiceEntries = Object.entries(story.voiceParagraphs ?? {})
    .map(([paragraph, stored]) => ({ paragraph: Number(paragraph), ...stored }))
    .filter(({ paragraph }) => Number.isInteger(paragraph) && paragraph >= 1 && paragraph <= MAX_VOICE_PARAGRAPHS)
    .sort((left, right) => left.paragraph - right.paragraph);
  const [pictures, audio, wordTimings, narrationParts, linkedContent, parentVoice] = await Promise.all([
    // Every picture of its picture book, in the story's order (the first is the one the library shows).
    Promise.all(storyPictures(story).map((picture) => link(picture.key))),
    link(story.audioKey),
    link(story.timingsKey),
    Promise.all(parts.map(async (part) => ({ audio: await link(part.audioKey), wordTimings: await link(part.timingsKey) }))),
    // Spec part 2 §7: the content_url document first, the row's content as the fallback (as the story page reads it).
    story.contentKey ? media.readContent(story.contentKey) : undefined,
    Promise.all(
      voiceEntries.map(async ({ paragraph, durationMs, contentType, recordedAt }) => ({ paragraph, durationMs, contentType, recordedAt, audio: await link(storyVoiceKey(story.storyId, paragraph)) })),
    ),
  ]);
  return {
    id: story.storyId,
    profileId: story.profileId,
    ...(story.siblingProfileId ? { siblingProfileId: story.siblingProfileId } : {}),
    // A row is read as stored: one that stopped halfway may lack its text.
    title: story.title ?? '',
    content: linkedContent ?? story.content ?? '',
    moral: story.moral ?? '',
    status: story.status,
    createdAt: story.createdAt,
    updatedAt: story.updatedAt,
    creditType: story.creditType,
    isDemo: story.isDemo,
    narrationRequested: story.narrationRequested,
    ...(story.narrationDurationMs === undefined ? {} : { narrationDurationMs: story.narrationDurationMs }),
    ...(story.failureReason === undefined ? {} : { failureReason: story.failureReason }),
    ...(story.refundedAt === undefined ? {} : { refundedAt: story.refundedAt }),
    // The child as the profile was when the story was asked for, and the wizard's choices.
    request: story.request ? { child: story.request.child, ...(story.request.sibling ? { sibling: story.request.sibling } : {}), choices: story.request.choices } : null,
    media: { image: pictures[0] ?? null, pictures, audio, wordTimings, narrationParts, ...(parentVoice.length > 0 ? { parentVoice } : {}) },
  };
}
