import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, LoaderCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Profile, Theme } from '@shared/profiles';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ThemePicker } from '@/components/theme-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { applyDocumentTheme } from '@/lib/document-theme';
import { paths } from '@/lib/paths';
import { useDeleteProfile } from '@/features/profiles/api/delete-profile';
import { PROFILES_QUERY_KEY } from '@/features/profiles/api/get-profiles';
import { PROFILES_SECTION_TEXT as T, profileSummary } from '@/features/profiles/messages';
import { nextSelectionAfterDelete, useSelectedProfile } from '@/features/profiles/selected-profile';
import { useUpdateProfileTheme } from '@/features/profiles/api/update-profile-theme';
import { confirmationToast } from '@/lib/toasts';
import { EditProfileModal } from './edit-profile-modal';

/** With the arrow keys, the theme is saved once the parent stops moving for this long. */
const KEYBOARD_THEME_SAVE_DELAY_MS = 700;

/**
 * A dialog opened by a plain button (not a Radix trigger) leaves focus on <body> when it closes. Once
 * that happens (after any closing animation), focus goes back to `element`; a focus the parent moved
 * elsewhere meanwhile is left alone.
 */
function returnFocusWhenLost(element: HTMLElement | null, timeoutMs = 2_000): void {
  if (!element) return;
  const giveUpAt = Date.now() + timeoutMs;
  const check = () => {
    const active = document.activeElement;
    if (active === null || active === document.body) {
      if (element.isConnected) element.focus();
      return;
    }
    if (Date.now() < giveUpAt) setTimeout(check, 50);
  };
  setTimeout(check, 0);
}

/**
 * The menu's 'Profils Enfants' (spec part 1 §2): one row per child (avatar, name, gender and age) that
 * selects it and goes to /app, with its edit and delete buttons; below, the selected child's theme,
 * saved at once (spec part 1 §4). `onDone` closes the menu.
 */
export function ProfilesSection({ onDone }: { onDone: () => void }) {
  const { profiles, isLoading, selected, select } = useSelectedProfile();
  const navigate = useNavigate();
  const titleId = useId();
  const themeTitleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<{ profile: Profile; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  /** The edit or delete button that opened a dialog, where focus goes back when it closes. */
  const opener = useRef<HTMLElement | null>(null);

  const choose = (profile: Profile) => {
    select(profile.id);
    onDone();
    void navigate(paths.app);
  };

  return (
    <>
      <section aria-labelledby={titleId} className="border-b p-3">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="px-3 pb-2 text-base font-extrabold focus-ring">
          {T.title}
        </h2>
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 px-3 py-2 text-muted-foreground">
            <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
            {T.loading}
          </p>
        ) : !profiles ? (
          <p className="px-3 py-2 text-destructive">{T.loadFailed}</p>
        ) : profiles.length === 0 ? (
          <p className="px-3 py-2 text-muted-foreground">{T.empty}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="menu-profiles">
            {profiles.map((profile) => (
              <ProfileRow
                key={profile.id}
                profile={profile}
                selected={profile.id === selected?.id}
                onChoose={() => choose(profile)}
                onEdit={(button) => {
                  opener.current = button;
                  setEditing({ profile, open: true });
                }}
                onDelete={(button) => {
                  opener.current = button;
                  setDeleting(profile);
                }}
              />
            ))}
          </ul>
        )}
      </section>

      {selected ? (
        <section aria-labelledby={themeTitleId} className="border-b p-3">
          <h2 id={themeTitleId} className="px-3 pb-2 text-base font-extrabold">
            {T.themeOf(selected.name)}
          </h2>
          <ProfileThemeChooser key={selected.id} profile={selected} label={T.themeOf(selected.name)} onSaved={onDone} />
        </section>
      ) : null}

      {editing ? (
        <EditProfileModal
          profile={editing.profile}
          open={editing.open}
          onOpenChange={(open) => {
            setEditing((current) => (current ? { ...current, open } : current));
            if (!open) returnFocusWhenLost(opener.current);
          }}
        />
      ) : null}

      <DeleteProfileDialog
        profile={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => {
          if (selected?.id === deleted.id) select(nextSelectionAfterDelete(profiles ?? [], selected.id, deleted.id));
        }}
        returnFocus={(deleted) => (deleted ? titleRef.current : opener.current)?.focus()}
      />
    </>
  );
}

interface ProfileRowProps {
  profile: Profile;
  selected: boolean;
  onChoose: () => void;
  onEdit: (button: HTMLButtonElement) => void;
  onDelete: (button: HTMLButtonElement) => void;
}

function ProfileRow({ profile, selected, onChoose, onEdit, onDelete }: ProfileRowProps) {
  return (
    <li className="flex items-center gap-1" data-profile-id={profile.id}>
      <button
        type="button"
        onClick={onChoose}
        aria-current={selected ? 'true' : undefined}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-secondary focus-ring aria-[current=true]:bg-secondary"
      >
        <ProfileAvatar avatar={profile.avatar} color={profile.favoriteColor} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-bold text-foreground">{profile.name}</span>
          <span className="text-sm text-muted-foreground">{profileSummary(profile)}</span>
        </span>
        {selected ? (
          <>
            <CheckIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="sr-only">{T.chosen}</span>
          </>
        ) : null}
      </button>
      <Button variant="ghost" size="icon" onClick={(event) => onEdit(event.currentTarget)} aria-label={T.editLabel(profile.name)}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={(event) => onDelete(event.currentTarget)}
        aria-label={T.deleteLabel(profile.name)}
        className="text-destructive hover:text-destructive"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}

interface DeleteProfileDialogProps {
  /** The profile to delete; null when the dialog is closed. */
  profile: Profile | null;
  onClose: () => void;
  onDeleted: (profile: Profile) => void;
  /** Puts focus back once the dialog has closed: on the section when the row (and its button) is gone. */
  returnFocus: (deleted: boolean) => void;
}

/** Spec part 1 §2 and §8: the delete-profile confirmation, with its stories gone for good. */
function DeleteProfileDialog({ profile, onClose, onDeleted, returnFocus }: DeleteProfileDialogProps) {
  const deletion = useDeleteProfile();
  const deleted = useRef(false);

  const confirm = async () => {
    if (!profile) return;
    try {
      await deletion.mutateAsync(profile.id);
      deleted.current = true;
      onDeleted(profile);
      confirmationToast(T.deletedTitle, { description: T.deletedDescription });
    } catch (error) {
      console.error(error);
      toast.error(T.errorTitle, { description: T.deleteFailedDescription });
    }
    onClose();
  };

  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        hideCloseButton
        onCloseAutoFocus={(event) => {
          // Radix would focus a trigger; this dialog has none.
          event.preventDefault();
          returnFocus(deleted.current);
          deleted.current = false;
        }}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{T.deleteTitle}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">
              <p className="font-bold text-destructive">{T.deleteIrreversible}</p>
              <p>{T.deleteWarning(profile?.name)}</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deletion.isPending}>
              {T.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <Trash2Icon aria-hidden="true" />}
            {T.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * The selected child's theme, saved at once (spec part 1 §4): a click (or Enter, Space) saves, sets the
 * page theme and closes the menu. The arrow keys move the choice without closing, and save once the
 * parent stops, so a keyboard can reach every theme without a save (and a toast) per key press.
 */
function ProfileThemeChooser({ profile, label, onSaved }: { profile: Profile; label: string; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfileTheme();
  const [draft, setDraft] = useState<Theme | null>(null);
  const byArrowKey = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A theme reached with the arrow keys and not saved yet. */
  const pending = useRef<Theme | null>(null);

  const save = async (theme: Theme, closeAfter: boolean) => {
    pending.current = null;
    try {
      const updated = await update.mutateAsync({ id: profile.id, theme });
      queryClient.setQueryData<Profile[]>(PROFILES_QUERY_KEY, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      applyDocumentTheme(updated.theme);
      confirmationToast(T.themeSavedTitle, { description: T.themeSavedDescription });
      if (closeAfter) onSaved();
    } catch (error) {
      console.error(error);
      toast.error(T.errorTitle, { description: T.themeSaveFailedDescription });
    }
    setDraft(null);
  };
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  // A menu closed while a keyboard choice waits still saves it.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current) void latestSave.current(pending.current, false);
    },
    [],
  );

  const onChange = (theme: Theme) => {
    clearTimeout(timer.current);
    pending.current = null;
    if (byArrowKey.current) {
      byArrowKey.current = false;
      setDraft(theme);
      if (theme === profile.theme) return;
      pending.current = theme;
      timer.current = setTimeout(() => void save(theme, false), KEYBOARD_THEME_SAVE_DELAY_MS);
      return;
    }
    if (theme === profile.theme) {
      setDraft(null);
      onSaved();
      return;
    }
    setDraft(theme);
    void save(theme, true);
  };

  return (
    <div
      onKeyDownCapture={(event: KeyboardEvent) => {
        byArrowKey.current = ARROW_KEYS.has(event.key);
      }}
      onPointerDownCapture={() => {
        byArrowKey.current = false;
      }}
    >
      <ThemePicker value={draft ?? profile.theme} onChange={onChange} label={label} />
    </div>
  );
}
