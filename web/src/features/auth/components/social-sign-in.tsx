import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { signInWithSocialProvider, type SocialProvider } from '@/lib/auth/auth-client';
import { useSiteConfig } from '@/lib/site-config';
import { toastAuthError } from './auth-toasts';
import { SOCIAL_SIGN_IN_TEXT } from '@/features/auth/messages';

const PROVIDER_LABELS: Record<SocialProvider, string> = { Google: SOCIAL_SIGN_IN_TEXT.google, Facebook: SOCIAL_SIGN_IN_TEXT.facebook };

/**
 * The social sign-in button. It redirects through Cognito's hosted sign-in when the stack was given a
 * provider's ids; otherwise it says plainly that this sign-in is not offered here, instead of a dead click.
 */
export function SocialSignIn() {
  const { socialProviders } = useSiteConfig();
  const noteId = useId();
  if (socialProviders.length === 0) {
    return (
      <div className="flex flex-col gap-1.5">
        <Button type="button" variant="outline" size="lg" disabled aria-describedby={noteId}>
          {SOCIAL_SIGN_IN_TEXT.google}
        </Button>
        <p id={noteId} className="text-center text-sm text-muted-foreground">
          {SOCIAL_SIGN_IN_TEXT.googleMissing}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {socialProviders.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          size="lg"
          onClick={() => signInWithSocialProvider(provider).catch((error: unknown) => toastAuthError('social', error))}
        >
          {PROVIDER_LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
