import { CopyIcon, LinkIcon, LoaderCircleIcon, Share2Icon, Link2OffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_SHARE_DAYS, SHARE_DURATIONS_DAYS, type CreatedShare, type ShareDurationDays } from '@shared/story-shares';
import type { StoryDetail } from '@shared/stories';
import { RadioChoices } from '@/components/option-controls';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateShare, useRevokeShare, useShares } from '@/features/share/api/share-api';
import { frenchDate, SHARE_UI_MESSAGES as M } from '@/features/share/messages';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';

const DURATION_CHOICES = SHARE_DURATIONS_DAYS.map((days) => ({ value: String(days), content: M.days(days) }));
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown);

/**
 * « Partager avec la famille » on the story page (issue 31, item 2): the duration (7, 30 or 90 days), the link
 * made, shown once with « Copier le lien » (only its hash is kept), and « Désactiver le lien ». Shown for a
 * finished story only; the app shell hands it to the story page (lib/share-slots.ts).
 */
export default function ShareStoryControl({ story }: { story: Pick<StoryDetail, 'id' | 'status'> }) {
  const id = useId();
  const [days, setDays] = useState<ShareDurationDays>(DEFAULT_SHARE_DAYS);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const shares = useShares();
  const create = useCreateShare();
  const revoke = useRevokeShare();
  if (story.status !== 'completed') return null;
  const active = shares.data?.shares.find((share) => share.storyId === story.id) ?? null;

  const makeLink = () =>
    create.mutate(
      { storyId: story.id, days },
      { onSuccess: (link) => setCreated(link), onError: (error) => toast.error(errorText(error), { id: `share-failed-${story.id}` }) },
    );
  const endLink = () =>
    revoke.mutate(story.id, {
      onSuccess: () => {
        setCreated(null);
        toast.success(M.revoked, { id: `share-revoked-${story.id}` });
      },
      onError: (error) => toast.error(errorText(error), { id: `share-failed-${story.id}` }),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(M.copied, { id: `share-copied-${story.id}` });
    } catch {
      toast.error(M.copyFailed, { id: `share-copy-failed-${story.id}` });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Share2Icon aria-hidden="true" className="size-5 text-primary" />
        {M.sectionTitle}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {M.sectionHint}
      </p>
      {active && !created ? <p className="text-sm font-semibold">{M.activeUntil(frenchDate(active.expiresAt))}</p> : null}
      <div className="flex flex-col gap-2">
        <span id={`${id}-duration`} className="text-sm font-bold">
          {M.durationLegend}
        </span>
        <RadioChoices
          name={`${id}-days`}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as ShareDurationDays)}
          choices={DURATION_CHOICES}
          aria={{ 'aria-labelledby': `${id}-duration`, 'aria-describedby': undefined, 'aria-invalid': undefined }}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={makeLink} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" /> : <LinkIcon aria-hidden="true" />}
          {create.isPending ? M.creating : active || created ? M.replace : M.create}
        </Button>
        {active || created ? (
          <Button variant="outline" onClick={endLink} disabled={revoke.isPending} aria-busy={revoke.isPending}>
            <Link2OffIcon aria-hidden="true" />
            {M.revoke}
          </Button>
        ) : null}
      </div>
      {created ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-link`} className="text-sm font-bold">
            {M.linkLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input id={`${id}-link`} readOnly value={created.url} className="min-w-0 flex-1" onFocus={(event) => event.currentTarget.select()} aria-describedby={`${id}-once`} />
            <Button variant="secondary" onClick={() => void copy(created.url)}>
              <CopyIcon aria-hidden="true" />
              {M.copy}
            </Button>
          </div>
          <p id={`${id}-once`} className="text-sm text-muted-foreground">
            {M.activeUntil(frenchDate(created.expiresAt))} {M.shownOnce}
          </p>
        </div>
      ) : null}
    </section>
  );
}
