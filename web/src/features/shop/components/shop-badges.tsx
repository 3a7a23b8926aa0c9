import { InfinityIcon, LockIcon, MonitorSmartphoneIcon, type LucideIcon } from 'lucide-react';
import { SHOP_BADGES, SHOP_TEXT } from '@/features/shop/messages';

const BADGE_ICONS: Record<(typeof SHOP_BADGES)[number]['id'], LucideIcon> = {
  secure: LockIcon,
  'never-expire': InfinityIcon,
  devices: MonitorSmartphoneIcon,
};

/** The shop's three badges: secured payment, stories that never expire, every device. */
export function ShopBadges() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={SHOP_TEXT.badgesLabel}>
      {SHOP_BADGES.map((badge) => {
        const Icon = BADGE_ICONS[badge.id];
        return (
          <li key={badge.id} className="flex items-center justify-center gap-2 rounded-full border bg-card px-4 py-3 font-bold text-card-foreground shadow-sm">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {badge.title}
          </li>
        );
      })}
    </ul>
  );
}
