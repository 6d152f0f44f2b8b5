import { inHouseGameKind, inHouseGameKinds } from '@gemilang/contract/web';
import { type RoundRequest, verifyCasinoRound } from '@gemilang/games';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeSummary } from './outcome-summary';
import { OutcomeView } from './tables/outcome-view';

const GAMES = Object.keys(inHouseGameKinds);

type Fields = {
  game: string;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: string;
  stake: string;
  result: string;
};

const FIELDS: (keyof Fields)[] = ['serverSeed', 'commitment', 'clientSeed', 'nonce', 'stake', 'result'];

export function fieldsFrom(search: string): Fields {
  const q = new URLSearchParams(search);
  const get = (k: string) => q.get(k) ?? '';
  return {
    game: get('game') || 'GM_SLOT_JUNGLE',
    serverSeed: get('serverSeed'),
    commitment: get('commitment'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    stake: get('stake'),
    result: get('result'),
  };
}

/** The round the fields describe, recomputed here with packages/games, or the problem with what was typed. */
export function recompute(f: Fields) {
  const kind = inHouseGameKind(f.game);
  if (!kind) return { ok: false as const, problem: 'unknown_game' };
  if (!/^\d{1,15}$/.test(f.nonce.trim())) return { ok: false as const, problem: 'nonce_invalid' };
  let request: RoundRequest;
  if (kind.game === 'slot') {
    if (!/^\d{1,18}$/.test(f.stake.trim())) return { ok: false as const, problem: 'stake_not_positive' };
    request = { game: 'slot', slotId: kind.slotId, stake: BigInt(f.stake.trim()) };
  } else {
    request = { game: kind.game };
  }
  const check = verifyCasinoRound(
    { serverSeed: f.serverSeed.trim(), clientSeed: f.clientSeed, nonce: Number(f.nonce.trim()) },
    f.commitment,
    request,
  );
  if (!check.ok) return { ok: false as const, problem: check.problem };
  const summary = outcomeSummary(check.outcome);
  return {
    ok: true as const,
    commitmentMatches: check.commitmentMatches,
    summary,
    resultMatches: f.result.trim() !== '' && f.result.trim() === summary,
    outcome: check.outcome,
  };
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return ok ? (
    <p className="flex items-center gap-2 font-semibold text-success">
      <CheckCircle2 size={18} aria-hidden="true" />
      {yes}
    </p>
  ) : (
    <p className="flex items-center gap-2 font-semibold text-danger">
      <XCircle size={18} aria-hidden="true" />
      {no}
    </p>
  );
}

const json = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));

/**
 * /play/verify: anyone can check an in-house round (ADR 029, 032). The revealed server seed must hash to
 * the commitment shown before the round, and the seeds with the nonce must give the recorded result; both
 * are computed here, in the browser, by the code the server plays with. The recall's link fills the fields.
 */
export function CasinoVerifyPage({ search }: { search: string }) {
  const { t } = useTranslation('play');
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(search));
  const id = useId();
  const kind = inHouseGameKind(fields.game);
  const shown = FIELDS.filter((f) => f !== 'stake' || kind?.game === 'slot');
  const ready = fields.serverSeed.trim() !== '';
  const result = ready ? recompute(fields) : null;

  return (
    <div className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 font-bold text-2xl text-ink">
          <ShieldCheck size={26} aria-hidden="true" className="text-gold" />
          {t('verify.title')}
        </h1>
        <p className="text-ink-soft text-sm">{t('verify.intro')}</p>
      </header>
      <section className="space-y-3 rounded-2xl border border-line bg-surface p-4 text-sm">
        <div className="space-y-1">
          <label htmlFor={`${id}-game`} className="block text-ink-soft">
            {t('verify.fields.game')}
          </label>
          <select
            id={`${id}-game`}
            value={fields.game}
            onChange={(e) => setFields({ ...fields, game: e.target.value })}
            className="min-h-11 w-full rounded-lg border border-line bg-raised px-3 text-ink focus-visible:outline-2 focus-visible:outline-gold"
          >
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`verify.games.${g}`)}
              </option>
            ))}
          </select>
        </div>
        {shown.map((name) => (
          <div key={name} className="space-y-1">
            <label htmlFor={`${id}-${name}`} className="block text-ink-soft">
              {t(`verify.fields.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              value={fields[name]}
              onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
              spellCheck={false}
              autoComplete="off"
              inputMode={name === 'nonce' || name === 'stake' ? 'numeric' : undefined}
              className="min-h-11 w-full rounded-lg border border-line bg-raised px-3 font-mono text-ink text-xs focus-visible:outline-2 focus-visible:outline-gold"
            />
          </div>
        ))}
      </section>
      <section aria-live="polite" className="space-y-3 rounded-2xl border border-line bg-surface p-4 text-sm">
        {!ready ? (
          <p className="text-ink-soft">{t('verify.waiting')}</p>
        ) : !result?.ok ? (
          <p role="alert" className="text-danger">
            {t(`verify.problems.${result?.problem ?? 'unknown_game'}`, { defaultValue: t('verify.problems.other') })}
          </p>
        ) : (
          <>
            <Verdict ok={result.commitmentMatches} yes={t('verify.commitmentOk')} no={t('verify.commitmentBad')} />
            <div>
              <p className="text-ink-soft">{t('verify.computed')}</p>
              <p className="break-all font-mono text-ink" data-testid="computed-result">
                {result.summary}
              </p>
            </div>
            {fields.result.trim() ? (
              <Verdict ok={result.resultMatches} yes={t('verify.resultOk')} no={t('verify.resultBad')} />
            ) : null}
            {result.outcome.game !== 'slot' ? <OutcomeView outcome={json(result.outcome)} /> : null}
          </>
        )}
      </section>
    </div>
  );
}
