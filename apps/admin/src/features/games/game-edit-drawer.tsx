import { gameStatuses, gamesAdminRoutes, type TAdminGame, type TGameUpdate } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Drawer } from '../../shared/ui/drawer';
import { Field, Input, Select, Switch } from '../../shared/ui/field';
import { SaveBar } from '../../shared/ui/save-bar';
import { GamesAudit } from './games-audit';

const languages = ['ms', 'en', 'zh'] as const;

type Draft = { status: TAdminGame['status']; isHot: boolean; sort: string; name: TAdminGame['name'] };
const draftOf = (game: TAdminGame): Draft => ({
  status: game.status,
  isHot: game.isHot,
  sort: `${game.sort}`,
  name: { ...game.name },
});

/**
 * A game's settings: status (active, under maintenance, disabled), the hot flag, its order in the lobby and
 * its name in each language. The server checks every field and names the ones it refuses; the change is
 * audited with before and after, and the next launch and lobby read it.
 */
export function GameEditDrawer({ game, onClose }: { game: TAdminGame | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('games');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useMutation({
    mutationFn: (body: TGameUpdate) => callApi(gamesAdminRoutes.updateGame, { params: { id: game?.id ?? '' }, body }),
    onSuccess: async (saved) => {
      setDraft(draftOf(saved));
      await queryClient.invalidateQueries({ queryKey: ['games'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
  const { reset } = save;
  useEffect(() => {
    setDraft(game ? draftOf(game) : null);
    reset();
  }, [game, reset]);
  const issues = fieldIssues(save.error);
  // An order that is not a whole number is sent as written, so the server's refusal names the field.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const sort = /^\d+$/.test(draft.sort.trim()) ? Number(draft.sort.trim()) : Number.NaN;
    save.mutate({ status: draft.status, isHot: draft.isHot, sort, name: draft.name });
  };

  return (
    <Drawer
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={game ? t('edit.title', { game: game.name[languages.find((l) => l === i18n.language) ?? 'en'] }) : ''}
      description={game ? `${game.vendor} · ${game.code}` : undefined}
    >
      {draft ? (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field label={t('edit.status')} hint={t('edit.statusHint')} error={issues.status}>
            {(field) => (
              <Select
                {...field}
                value={draft.status}
                onChange={(e) => setDraft({ ...draft, status: e.target.value as Draft['status'] })}
              >
                {gameStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`gameStatus.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Switch
            label={t('edit.hot')}
            checked={draft.isHot}
            onCheckedChange={(isHot) => setDraft({ ...draft, isHot })}
          />
          <Field label={t('edit.sort')} hint={t('edit.sortHint')} error={issues.sort}>
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                className="w-32"
                value={draft.sort}
                onChange={(e) => setDraft({ ...draft, sort: e.target.value })}
              />
            )}
          </Field>
          {languages.map((lang) => (
            <Field key={lang} label={t(`edit.name.${lang}`)} error={issues[`name.${lang}`]}>
              {(field) => (
                <Input
                  {...field}
                  maxLength={80}
                  value={draft.name[lang]}
                  onChange={(e) => setDraft({ ...draft, name: { ...draft.name, [lang]: e.target.value } })}
                />
              )}
            </Field>
          ))}
          <SaveBar mutation={save} savedLabel={t('edit.saved')} fieldErrors />
        </form>
      ) : null}
      {game ? (
        <div className="mt-4 border-t border-line pt-3">
          <GamesAudit target={{ type: 'game', id: game.id }} />
        </div>
      ) : null}
    </Drawer>
  );
}
