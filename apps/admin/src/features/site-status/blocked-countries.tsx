import { adminRoutes } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { currentLanguage } from '../../shared/i18n';
import { countryName, isKnownCountry } from '../../shared/lib/countries';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { EmptyState, ErrorState, InlineMessage, Skeleton } from '../../shared/ui/states';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every two-letter code the browser can name, for the suggestions under the input. */
function knownCodes(): string[] {
  const out: string[] = [];
  for (const a of letters) for (const b of letters) if (isKnownCountry(a + b)) out.push(a + b);
  return out;
}

export function BlockedCountries() {
  const { t, i18n } = useTranslation('siteStatus');
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['blocked-countries'], queryFn: () => callApi(adminRoutes.blockedCountries) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: names follow the interface language
  const suggestions = useMemo(
    () => knownCodes().map((c) => ({ code: c, name: countryName(c, language) })),
    [language, i18n.language],
  );

  const update = useMutation({
    mutationFn: (countries: string[]) => callApi(adminRoutes.updateBlockedCountries, { body: { countries } }),
    onSuccess: (value) => queryClient.setQueryData(['blocked-countries'], value),
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const upper = code.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(upper) || !isKnownCountry(upper)) {
      setProblem(t('countries.badCode'));
      return;
    }
    const current = query.data?.countries ?? [];
    if (current.includes(upper)) {
      setProblem(t('countries.already', { code: upper }));
      return;
    }
    setProblem(null);
    update.mutate([...current, upper].sort(), { onSuccess: () => setCode('') });
  };

  const preview = /^[A-Za-z]{2}$/.test(code.trim()) ? countryName(code.trim(), language) : '';

  return (
    <Panel title={t('countries.title')} labelledBy="blocked-countries-title" description={t('countries.description')}>
      <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-2 border-b border-line p-3">
        <div className="w-40">
          <Field label={t('countries.code')} error={problem ?? undefined} hint={preview || t('countries.codeHint')}>
            {(props) => (
              <Input
                {...props}
                list="country-codes"
                value={code}
                maxLength={2}
                autoCapitalize="characters"
                spellCheck={false}
                className="uppercase"
                onChange={(e) => setCode(e.target.value.toUpperCase())}
              />
            )}
          </Field>
          <datalist id="country-codes">
            {suggestions.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </datalist>
        </div>
        <Button type="submit" disabled={update.isPending || query.isPending} className="mb-[22px]">
          <Plus aria-hidden className="size-4" />
          {t('countries.add')}
        </Button>
      </form>
      {update.isError ? (
        <div className="px-3 pt-2">
          <InlineMessage tone="bad">{errorMessage(update.error)}</InlineMessage>
        </div>
      ) : null}
      {query.isPending ? (
        <Skeleton rows={2} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.countries.length === 0 ? (
        <EmptyState title={t('countries.emptyTitle')} hint={t('countries.emptyHint')} />
      ) : (
        <ul aria-label={t('countries.listLabel')} className="flex flex-wrap gap-2 p-3">
          {query.data.countries.map((c) => {
            const name = countryName(c, language);
            return (
              <li
                key={c}
                className="inline-flex items-center gap-1.5 rounded border border-line bg-sunken py-0.5 pr-0.5 pl-2"
              >
                <span className="font-mono text-xs font-semibold">{c}</span>
                <span className="text-ink-soft">{name}</span>
                <button
                  type="button"
                  aria-label={t('countries.remove', { code: c, name })}
                  disabled={update.isPending}
                  onClick={() => update.mutate(query.data.countries.filter((x) => x !== c))}
                  className="rounded p-0.5 text-ink-soft hover:bg-bad-soft hover:text-bad"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
