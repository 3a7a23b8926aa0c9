import { Link2OffIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRevokeShare, useShares } from '@/features/share/api/share-api';
import { frenchDate, SHARE_UI_MESSAGES as M } from '@/features/share/messages';
import { API_ERROR_MESSAGES, ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** « Liens partagés » on /account (issue 31, item 2): the parent's active family links, each with its revocation. */
export default function ShareLinksCard() {
  const shares = useShares();
  const revoke = useRevokeShare();
  const list = shares.data?.shares ?? [];
  return (
    <section aria-labelledby="share-links-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="share-links-title">{M.accountTitle}</h2>
          </CardTitle>
          <CardDescription>{M.accountHint}</CardDescription>
        </CardHeader>
        <CardContent>
          {shares.isError ? <p role="alert">{M.accountLoadFailed}</p> : null}
          {shares.isSuccess && list.length === 0 ? <p className="text-muted-foreground">{M.accountEmpty}</p> : null}
          {list.length > 0 ? (
            <ul className="flex flex-col gap-3" data-testid="share-links">
              {list.map((share) => (
                <li key={share.storyId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
                  <div className="flex min-w-0 flex-col">
                    <Link to={paths.story(share.storyId)} className="font-semibold wrap-break-word underline-offset-4 hover:underline">
                      {share.title}
                    </Link>
                    <span className="text-sm text-muted-foreground">{M.activeUntil(frenchDate(share.expiresAt))}</span>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={M.revokeNamed(share.title)}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(share.storyId, {
                        onSuccess: () => toast.success(M.revoked, { id: `share-revoked-${share.storyId}` }),
                        onError: (error) => toast.error(error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown),
                      })
                    }
                  >
                    <Link2OffIcon aria-hidden="true" />
                    {M.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
