import { Volume2Icon } from 'lucide-react';
import { SwitchRow } from '@/components/ui/switch-row';
import { NARRATION_SWITCH_TEXT } from '@/features/stories/messages';

/** 'Narration audio' (on by default), a switch the size of its whole row. */
export function NarrationSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <SwitchRow
      checked={checked}
      onToggle={() => onChange(!checked)}
      icon={<Volume2Icon aria-hidden="true" className="size-6 shrink-0" />}
      label={NARRATION_SWITCH_TEXT.label}
      hint={NARRATION_SWITCH_TEXT.hint}
    />
  );
}
