import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client';
import { type CsvColumn, downloadCsv, listCsv, type PageLoader } from '../lib/csv';
import { Button } from './button';

/**
 * A list page's "Export CSV" (ADR 067): every page of the list as its filters stand (`load` reads one page with
 * them), written with `columns`; the file may take a few calls, and a failure is reported next to the button.
 */
export function ExportButton<T>({
  fileName,
  load,
  columns,
}: {
  fileName: string;
  load: PageLoader<T>;
  columns: readonly CsvColumn<T>[];
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      downloadCsv(fileName, await listCsv(load, columns));
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
