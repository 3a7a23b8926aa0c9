import { useId } from 'react';
import type { Profile } from '@shared/profiles';
import { NativeSelect } from '@/components/option-controls';
import { ALL_CHILDREN } from './library-logic';
import { LIBRARY_TEXT } from '@/features/stories/messages';

/** The library's filter by child: every child, or one of them. */
export function LibraryChildFilter({ profiles, profileId, onChoose }: { profiles: readonly Profile[]; profileId: string | null; onChoose: (value: string) => void }) {
  const filterId = useId();
  return (
    <div className="flex flex-col gap-2 sm:max-w-xs">
      <label htmlFor={filterId} className="font-semibold">
        {LIBRARY_TEXT.childFilterLabel}
      </label>
      <NativeSelect id={filterId} value={profileId ?? ALL_CHILDREN} onChange={(event) => onChoose(event.target.value)}>
        <option value={ALL_CHILDREN}>{LIBRARY_TEXT.allChildren}</option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
