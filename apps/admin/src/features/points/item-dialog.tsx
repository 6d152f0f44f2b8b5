import {
  pointItemArt,
  pointItemTypes,
  pointStockModes,
  pointStockPeriods,
  pointsAdminRoutes,
  type TAdminPointItem,
  type TPointItemInput,
  type TPointItemType,
  type TPointStockMode,
  type TPointStockPeriod,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Field, Input, Select, Switch, TextArea } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { NumberInput } from '../../shared/ui/number-input';
import { ItemArt } from './item-art';
import { artName, pointsKey } from './points-format';

const languages = ['ms', 'en', 'zh'] as const;
type Art = TPointItemInput['imageUrl'];
type Texts = { ms: string; en: string; zh: string };

interface Draft {
  type: TPointItemType;
  name: Texts;
  description: Texts;
  imageUrl: Art;
  points: string;
  /** '' for no money asked. */
  amount: string;
  stockMode: TPointStockMode;
  stock: number;
  period: TPointStockPeriod;
  /** '' for no limit. */
  perMemberLimit: string;
  bonusAmount: string;
  turnoverMultiple: number;
  active: boolean;
  sort: number;
}

function draftOf(item: TAdminPointItem | null): Draft {
  if (!item) {
    return {
      type: 'gift',
      name: { ms: '', en: '', zh: '' },
      description: { ms: '', en: '', zh: '' },
      imageUrl: '/points/gift-box.svg',
      points: '',
      amount: '',
      stockMode: 'unlimited',
      stock: 10,
      period: 'day',
      perMemberLimit: '',
      bonusAmount: '',
      turnoverMultiple: 1,
      active: true,
      sort: 0,
    };
  }
  return {
    type: item.type,
    name: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    points: item.points,
    amount: item.amount ?? '',
    stockMode: item.stockMode,
    stock: item.stock ?? 0,
    period: item.period ?? 'day',
    perMemberLimit: item.perMemberLimit === null ? '' : String(item.perMemberLimit),
    bonusAmount: item.bonusAmount ?? '',
    turnoverMultiple: item.turnoverMultiple ?? 1,
    active: item.active,
    sort: item.sort,
  };
}

function bodyOf(draft: Draft): TPointItemInput {
  const promotion = draft.type === 'promotion';
  return {
    type: draft.type,
    name: draft.name,
    description: draft.description,
    imageUrl: draft.imageUrl,
    points: draft.points.trim(),
    amount: draft.amount.trim() === '' ? null : draft.amount.trim(),
    stockMode: draft.stockMode,
    stock: draft.stockMode === 'unlimited' ? null : draft.stock,
    period: draft.stockMode === 'period' ? draft.period : null,
    perMemberLimit: draft.perMemberLimit.trim() === '' ? null : Number(draft.perMemberLimit.trim()),
    bonusAmount: promotion ? draft.bonusAmount.trim() : null,
    turnoverMultiple: promotion ? draft.turnoverMultiple : null,
    active: draft.active,
    sort: draft.sort,
  };
}

const decimal = /^\d{1,12}(\.\d{1,2})?$/;
const positive = (text: string) => decimal.test(text.trim()) && /[1-9]/.test(text);

/** What the form can tell before asking the server: the names, the amounts' shape, what a stock mode needs. */
function problemsOf(draft: Draft, t: (key: string) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const lang of languages) {
    if (!draft.name[lang].trim()) problems[`name.${lang}`] = t('common:errors.required');
  }
  if (!positive(draft.points)) problems.points = t('points:item.positive');
  if (draft.amount.trim() !== '' && !positive(draft.amount)) problems.amount = t('points:item.positive');
  if (draft.stockMode !== 'unlimited' && !(Number.isInteger(draft.stock) && draft.stock >= 0)) {
    problems.stock = t('points:item.wholeNumber');
  }
  const limit = draft.perMemberLimit.trim();
  if (limit !== '' && !/^[1-9]\d{0,4}$/.test(limit)) problems.perMemberLimit = t('points:item.wholeNumber');
  if (draft.type === 'promotion' && !positive(draft.bonusAmount)) problems.bonusAmount = t('points:item.positive');
  return problems;
}

/** The bundled pictures as a radio group of thumbnails; each is named for screen readers. */
function ArtChoice({ value, onChange }: { value: Art; onChange: (art: Art) => void }) {
  const { t } = useTranslation('points');
  return (
    <fieldset className="space-y-1">
      <legend className="text-xs font-medium text-ink-soft">{t('item.art')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {pointItemArt.map((art) => (
          <label
            key={art}
            className={`cursor-pointer rounded border-2 p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-accent ${value === art ? 'border-accent' : 'border-transparent'}`}
          >
            <input
              type="radio"
              name="point-item-art"
              value={art}
              checked={value === art}
              onChange={() => onChange(art)}
              className="sr-only"
              aria-label={t(`art.${artName(art)}`)}
            />
            <ItemArt src={art} className="size-11" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A new catalogue item or a change: its type, names and descriptions in three languages, picture, points and
 * optional money, stock, the limit a member, a promotion item's bonus and turnover, and whether members see it.
 * A change of what members are promised makes a new version; orders already placed keep theirs. The stock left of
 * a total stock is changed with its own reason (the stock dialog), so the edit leaves it as it is.
 */
export function ItemDialog({
  item,
  currency,
  onClose,
}: {
  item: TAdminPointItem | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      item
        ? callApi(pointsAdminRoutes.updateItem, { params: { id: item.id }, body: bodyOf(draft) })
        : callApi(pointsAdminRoutes.createItem, { body: bodyOf(draft) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pointsKey });
      onClose();
    },
  });
  const issues = { ...fieldIssues(save.error), ...local };
  const submit = () => {
    save.reset();
    const problems = problemsOf(draft, t);
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  // A total stock already counting down changes through the stock dialog, with a reason.
  const stockLocked = item !== null && item.stockMode === 'total' && draft.stockMode === 'total';
  const text = (key: keyof Draft & string, label: string, hint?: string) => (
    <Field label={label} error={issues[key]} hint={hint}>
      {(field) => (
        <Input
          {...field}
          inputMode="decimal"
          value={draft[key] as string}
          onChange={(e) => set({ [key]: e.target.value } as Partial<Draft>)}
        />
      )}
    </Field>
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? t('item.editTitle', { version: item.version }) : t('item.newTitle')}
      description={item ? t('item.editHint') : t('item.newHint')}
      onSubmit={submit}
      error={
        save.isError && Object.keys(fieldIssues(save.error)).length === 0
          ? errorMessage(save.error)
          : Object.keys(issues).length > 0
            ? t('item.checkFields')
            : null
      }
      submitLabel={item ? t('item.save') : t('item.create')}
      pending={save.isPending}
    >
      <div className="flex max-h-[62vh] flex-col gap-3 overflow-y-auto pr-1">
        <Field label={t('item.type')} hint={t(`typeHint.${draft.type}`)}>
          {(field) => (
            <Select {...field} value={draft.type} onChange={(e) => set({ type: e.target.value as TPointItemType })}>
              {pointItemTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {languages.map((lang) => (
          <Field key={`name-${lang}`} label={t(`item.nameIn.${lang}`)} error={issues[`name.${lang}`]}>
            {(field) => (
              <Input
                {...field}
                maxLength={80}
                value={draft.name[lang]}
                onChange={(e) => set({ name: { ...draft.name, [lang]: e.target.value } })}
              />
            )}
          </Field>
        ))}
        {languages.map((lang) => (
          <Field
            key={`description-${lang}`}
            label={t(`item.descriptionIn.${lang}`)}
            error={issues[`description.${lang}`]}
          >
            {(field) => (
              <TextArea
                {...field}
                rows={2}
                maxLength={500}
                value={draft.description[lang]}
                onChange={(e) => set({ description: { ...draft.description, [lang]: e.target.value } })}
              />
            )}
          </Field>
        ))}
        <ArtChoice value={draft.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
        <div className="grid grid-cols-2 gap-3">
          {text('points', t('item.points'))}
          {text('amount', t('item.amount', { currency }), t('item.amountHint'))}
        </div>
        {draft.type === 'promotion' ? (
          <div className="grid grid-cols-2 gap-3">
            {text('bonusAmount', t('item.bonusAmount', { currency }))}
            <NumberInput
              label={t('item.turnoverMultiple')}
              hint={t('item.turnoverMultipleHint')}
              min={0}
              max={100}
              value={draft.turnoverMultiple}
              onChange={(turnoverMultiple) => set({ turnoverMultiple })}
              error={issues.turnoverMultiple}
            />
          </div>
        ) : null}
        <Field label={t('item.stockMode')} hint={t(`stockModeHint.${draft.stockMode}`)} error={issues.stockMode}>
          {(field) => (
            <Select
              {...field}
              value={draft.stockMode}
              onChange={(e) => set({ stockMode: e.target.value as TPointStockMode })}
            >
              {pointStockModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`stockMode.${mode}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {draft.stockMode === 'unlimited' ? null : (
          <div className="grid grid-cols-2 gap-3">
            {stockLocked ? (
              <Field label={t('item.stockLeft')} hint={t('item.stockLocked')}>
                {(field) => <Input {...field} value={String(item?.left ?? draft.stock)} disabled />}
              </Field>
            ) : (
              <NumberInput
                label={draft.stockMode === 'period' ? t('item.stockPerPeriod') : t('item.stockTotal')}
                min={0}
                max={1_000_000}
                value={draft.stock}
                onChange={(stock) => set({ stock })}
                error={issues.stock}
              />
            )}
            {draft.stockMode === 'period' ? (
              <Field label={t('item.period')} error={issues.period}>
                {(field) => (
                  <Select
                    {...field}
                    value={draft.period}
                    onChange={(e) => set({ period: e.target.value as TPointStockPeriod })}
                  >
                    {pointStockPeriods.map((period) => (
                      <option key={period} value={period}>
                        {t(`period.${period}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
          </div>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('item.perMemberLimit')} hint={t('item.perMemberLimitHint')} error={issues.perMemberLimit}>
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                value={draft.perMemberLimit}
                onChange={(e) => set({ perMemberLimit: e.target.value })}
              />
            )}
          </Field>
          <NumberInput
            label={t('item.sort')}
            hint={t('item.sortHint')}
            min={0}
            max={10_000}
            value={draft.sort}
            onChange={(sort) => set({ sort })}
            error={issues.sort}
          />
        </div>
        <Switch label={t('item.active')} checked={draft.active} onCheckedChange={(active) => set({ active })} />
      </div>
    </FormDialog>
  );
}
