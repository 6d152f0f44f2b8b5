import { lotteryResultRoutes, RESULTS_CSV_MAX_CHARS, type TCsvIssue } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi, errorMessage } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { Field, inputClass } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';
import { issuesOf, issueText } from './issue-text';

/**
 * Many draws' results at once from a CSV file (docs/vn-results-csv.md): one line per tier. The whole file
 * becomes proposals, or, when any line is wrong, nothing does and every problem is listed by line.
 */
export function ResultsCsvUpload() {
  const { t } = useTranslation('lotteryResults');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: async (chosen: File) => callApi(lotteryResultRoutes.proposeCsv, { body: { csv: await chosen.text() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['lottery-results'] });
    },
  });
  const issues = upload.error instanceof ApiError ? issuesOf<TCsvIssue>(upload.error.details) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    if (file.size > RESULTS_CSV_MAX_CHARS) {
      setTooLarge(true);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Panel title={t('csv.title')} description={t('csv.description')}>
      <form onSubmit={submit} className="flex flex-col gap-2 p-3">
        <Field label={t('csv.file')} hint={t('csv.hint')}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setTooLarge(false);
                upload.reset();
              }}
              className={`${inputClass} py-1`}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={!file || upload.isPending}>
            <Upload aria-hidden className="size-3.5" />
            {t('csv.upload')}
          </Button>
        </div>
        {tooLarge ? <InlineMessage tone="bad">{t('csv.tooLarge')}</InlineMessage> : null}
        {upload.isSuccess ? (
          <InlineMessage tone="ok">{t('csv.proposed', { count: upload.data.proposals.length })}</InlineMessage>
        ) : null}
        {upload.isError ? (
          <div role="alert" className="space-y-1 text-[13px] text-bad">
            <p>{errorMessage(upload.error)}</p>
            {issues.length > 0 ? (
              <ul className="list-disc pl-5">
                {issues.map((issue) => (
                  <li key={`${issue.line}-${issue.column}-${issue.code}-${issue.tier}-${issue.item}`}>
                    {issueText(t, issue)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
