import { ShieldAlert } from 'lucide-react';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';

function openSecurityCentre() {
  openDialog('memberCentre', { page: 'securityCenter' });
}

/** A note that sends the member to My account to set something up first. */
export function SetUpFirst({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4">
      <div className="flex items-center gap-2">
        <ShieldAlert size={20} aria-hidden="true" className="text-warning" />
        <h3 className="font-semibold text-ink">{title}</h3>
      </div>
      <p className="text-ink-soft text-sm">{text}</p>
      <Button variant="outline" size="sm" onClick={openSecurityCentre}>
        {action}
      </Button>
    </div>
  );
}
