import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client';
import { downloadCsv } from '../lib/csv';
import { Button } from './button';

/** "Export CSV": builds the file (which may take a few calls) and reports a failure next to the button. */
export function ExportButton({ fileName, build }: { fileName: string; build: () => Promise<string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      downloadCsv(fileName, await build());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" onClick={() => void run()} disabled={busy} aria-busy={busy || undefined}>
        <Download aria-hidden className="size-3.5" />
        {t('actions.exportCsv')}
      </Button>
      {problem ? (
        <span role="alert" className="text-xs text-bad">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
