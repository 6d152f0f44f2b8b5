import type { RouteDef } from '@gemilang/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallInput, callCsv, errorMessage } from '../api/client';
import { downloadFile } from '../lib/csv';
import { Button } from './button';

/**
 * "Export CSV" for a report the server writes as a file (ADR 067): the same range as the page shows, fetched with
 * the operator's token and saved under the server's file name; a refusal is shown beside the button.
 */
export function CsvDownloadButton<D extends RouteDef>({ route, input }: { route: D; input: CallInput<D> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await callCsv(route, input);
      downloadFile(result.fileName, result.file);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
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
