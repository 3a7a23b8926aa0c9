import { Volume2Icon } from 'lucide-react';
import { SwitchRow } from '@/components/ui/switch-row';

/** 'Narration audio' (on by default), a switch the size of its whole row. */
export function NarrationSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <SwitchRow
      checked={checked}
      onToggle={() => onChange(!checked)}
      icon={<Volume2Icon aria-hidden="true" className="size-6 shrink-0" />}
      label="Narration audio"
      hint="Une voix lit l'histoire à votre enfant."
    />
  );
}
