import { Apple, BookOpen, Bot, Brain, Crown, Gamepad, Heart, Music, Palette, Rocket, Sparkles, Star, UserRound, type LucideIcon } from 'lucide-react';
import type { Avatar } from '@shared/profiles';
import { cn } from '@/lib/utils';

/** The twelve avatars of spec part 1 §3, by their lucide icon names. */
export const AVATAR_ICONS: Record<Avatar, LucideIcon> = {
  Star,
  Bot,
  Brain,
  Music,
  Palette,
  BookOpen,
  Crown,
  Sparkles,
  Heart,
  Rocket,
  Apple,
  Gamepad,
};

/**
 * A profile's avatar. Without a chosen one ('default'), a neutral child figure drawn locally stands in
 * for the spec's remote robot image: the browser calls no third party.
 */
export function ProfileAvatar({ avatar, color, className }: { avatar: string; color?: string; className?: string }) {
  const Icon = AVATAR_ICONS[avatar as Avatar] ?? UserRound;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-border bg-card text-foreground', className)}
      style={color ? { borderColor: color } : undefined}
    >
      <Icon className="size-1/2" />
    </span>
  );
}
