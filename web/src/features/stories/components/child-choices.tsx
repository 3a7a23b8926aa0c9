import type { Profile } from '@shared/profiles';
import { RadioChoices, type GroupAria } from '@/components/option-controls';
import { ProfileAvatar } from '@/components/profile-avatar';
import { WIZARD_BUTTONS_TEXT } from '@/features/stories/messages';

/**
 * The family's children as radio cards (avatar, first name, age), two columns from 640 px: the wizard's
 * first step (whose story it is) and its second hero (siblings/sibling-picker.tsx) choose a child alike.
 */
export function ChildChoices({
  name,
  profiles,
  value,
  onChange,
  aria,
  required,
}: {
  name: string;
  profiles: readonly Profile[];
  value: string;
  onChange: (id: string) => void;
  aria: GroupAria;
  required?: boolean;
}) {
  return (
    <RadioChoices
      name={name}
      value={value}
      onChange={onChange}
      choices={profiles.map((profile) => ({
        value: profile.id,
        content: (
          <span className="flex min-w-0 items-center gap-3">
            <ProfileAvatar avatar={profile.avatar} color={profile.favoriteColor} className="size-11" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-base font-bold">{profile.name}</span>
              <span className="text-sm font-normal">{profile.age} {WIZARD_BUTTONS_TEXT.years}</span>
            </span>
          </span>
        ),
      }))}
      aria={aria}
      required={required}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      optionClassName="min-h-16 justify-start rounded-xl px-4 py-3"
    />
  );
}
