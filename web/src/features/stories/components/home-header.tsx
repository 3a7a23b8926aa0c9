import { useState } from 'react';
import type { Profile } from '@shared/profiles';
import { StoriesLeftButton } from '@/features/credits';
import { profileBadgeText } from '@/features/profiles';
import { ProfileAvatar } from '@/components/profile-avatar';
import { SessionSideMenu } from '@/components/side-menu/session-side-menu';
import { HOME_EXTRA_TEXT, HOME_TAGLINE } from '@/features/stories/messages';
import { LOGO_SOURCES, nextLogoSource } from './home-logic';

/**
 * The home screen's header (spec part 1 §2): the menu (top left), the selected child's badge and the
 * stories-left button (top right), then the logo, the product's name and its tagline.
 */
export function HomeHeader({ selected }: { selected: Profile | null }) {
  return (
    <header className="px-3 pt-3 pb-8 text-center">
      <div className="flex min-h-11 items-start justify-between gap-3">
        <SessionSideMenu />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {selected ? <SelectedProfileBadge profile={selected} /> : null}
          <StoriesLeftButton />
        </div>
      </div>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 pt-4">
        <p className="flex items-center gap-3 text-3xl font-extrabold text-foreground sm:text-4xl">
          <AppLogo />
          {HOME_EXTRA_TEXT.appName}
        </p>
        <p className="text-lg text-pretty text-muted-foreground">{HOME_TAGLINE}</p>
      </div>
    </header>
  );
}

/** 'Histoire de Léo, 6 ans, Garçon': whose stories the next ones will be. */
function SelectedProfileBadge({ profile }: { profile: Profile }) {
  return (
    <p
      data-testid="selected-profile-badge"
      className="flex min-h-11 max-w-[min(20rem,calc(100vw-5.5rem))] items-center gap-2 rounded-full border bg-card py-1 pr-4 pl-1 text-left text-sm font-bold text-card-foreground shadow-sm"
    >
      <ProfileAvatar avatar={profile.avatar} color={profile.favoriteColor} className="size-9" />
      <span className="min-w-0">{profileBadgeText(profile)}</span>
    </p>
  );
}

/**
 * The product's logo, falling back to the second one if it cannot load (spec part 1 §2), and left out
 * if neither can: the name beside it says the same. Decorative, hence the empty alt.
 */
function AppLogo() {
  const [source, setSource] = useState<string | null>(LOGO_SOURCES[0]);
  if (!source) return null;
  return (
    <img
      src={source}
      alt=""
      width={56}
      height={56}
      data-testid="app-logo"
      onError={() => setSource(nextLogoSource(source))}
      className="size-12 shrink-0 drop-shadow-sm sm:size-14"
    />
  );
}
