import { promotionCategories, promotionsAdminRoutes, type TAdminOffer } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi, fieldIssues } from '../../shared/api/client';
import { Field, Input, Select, TextArea } from '../../shared/ui/field';
import { NumberInput } from '../../shared/ui/number-input';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { ArtPicker } from './art-picker';
import { EligibilityFields } from './eligibility-fields';
import { OfferCardPreview } from './offer-card-preview';
import { formOfOffer, formProblems, inputOfForm, newOfferForm, type OfferForm } from './offer-form';
import { OfferStateBadge } from './offer-state-badge';
import { OfferStateButtons } from './offer-state-buttons';
import { MoneyInput, RewardFields } from './reward-fields';
import { TermsFields } from './terms-fields';

const languages = ['ms', 'en', 'zh'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <div className="space-y-3 p-3">{children}</div>
    </Panel>
  );
}

/** One text of the offer in each of the three languages. */
function LocalizedFields({
  name,
  value,
  onChange,
  errorOf,
  multiline,
  max,
}: {
  name: 'title' | 'summary' | 'rules';
  value: OfferForm['title'];
  onChange: (value: OfferForm['title']) => void;
  errorOf: (field: string) => string | undefined;
  multiline?: boolean;
  max: number;
}) {
  const { t } = useTranslation('promotions');
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {languages.map((lang) => (
        <Field
          key={lang}
          label={t('editor.inLanguage', { field: t(`editor.${name}`), language: t(`languages.${lang}`) })}
          error={errorOf(`${name}.${lang}`)}
        >
          {(props) =>
            multiline ? (
              <TextArea
                {...props}
                rows={5}
                maxLength={max}
                value={value[lang]}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            ) : (
              <Input
                {...props}
                maxLength={max}
                value={value[lang]}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            )
          }
        </Field>
      ))}
    </div>
  );
}

/**
 * The offer editor: every field of the offer, checked as it is typed once a save was tried, with the card as
 * the hall will show it beside the form. Saving a new offer makes a draft; saving an existing one raises its
 * version (grants already made keep their terms). The kind is fixed once the offer has been published.
 */
function OfferEditor({
  offer,
  currency,
  maxTurnoverMultiple,
  timeZone,
}: {
  offer: TAdminOffer | null;
  currency: string;
  maxTurnoverMultiple: number;
  timeZone: string;
}) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<OfferForm>(() => (offer ? formOfOffer(offer, timeZone) : newOfferForm()));
  const [tried, setTried] = useState(false);
  const problems = formProblems(form, maxTurnoverMultiple);
  const save = useMutation({
    mutationFn: () => {
      const body = inputOfForm(form, timeZone);
      return offer
        ? callApi(promotionsAdminRoutes.updateOffer, { params: { id: offer.id }, body })
        : callApi(promotionsAdminRoutes.createOffer, { body });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(['promotions', 'offer', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['promotions', 'offers'] });
      if (!offer) void navigate(`/promotions/offers/${saved.id}`, { replace: true });
    },
  });
  const fromServer = fieldIssues(save.error);
  const errorOf = (field: string) => {
    const problem = tried ? problems[field] : undefined;
    return problem ? t(`errors.${problem}`, { max: maxTurnoverMultiple }) : fromServer[field];
  };
  const set =
    <K extends keyof OfferForm>(key: K) =>
    (value: OfferForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const kindLocked = offer !== null && (offer.state !== 'draft' || offer.claims > 0);

  return (
    <div className="space-y-3">
      <Link to="/promotions/offers" className="inline-flex items-center gap-1 text-[13px] text-accent hover:underline">
        <ArrowLeft aria-hidden className="size-3.5" />
        {t('editor.back')}
      </Link>
      <PageHeader
        title={offer ? t('editor.editTitle', { code: offer.code }) : t('editor.newTitle')}
        description={offer ? t('editor.version', { version: offer.version }) : t('editor.newHint')}
        actions={
          offer ? (
            <>
              <OfferStateBadge state={offer.state} />
              <OfferStateButtons offer={offer} />
            </>
          ) : null
        }
      />
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          noValidate
          aria-label={t('editor.formLabel')}
          className="min-w-0 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (Object.keys(problems).length === 0) save.mutate();
          }}
        >
          <Section title={t('editor.basics')}>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label={t('editor.code')} hint={t('editor.codeHint')} error={errorOf('code')}>
                {(props) => (
                  <Input {...props} maxLength={40} value={form.code} onChange={(e) => set('code')(e.target.value)} />
                )}
              </Field>
              <Field label={t('editor.category')}>
                {(props) => (
                  <Select
                    {...props}
                    value={form.category}
                    onChange={(e) => set('category')(e.target.value as OfferForm['category'])}
                  >
                    {promotionCategories.map((c) => (
                      <option key={c} value={c}>
                        {t(`categories.${c}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <NumberInput label={t('editor.sort')} min={0} max={100_000} value={form.sort} onChange={set('sort')} />
            </div>
          </Section>
          <Section title={t('editor.texts')}>
            <LocalizedFields name="title" max={80} value={form.title} onChange={set('title')} errorOf={errorOf} />
            <LocalizedFields
              name="summary"
              max={200}
              value={form.summary}
              onChange={set('summary')}
              errorOf={errorOf}
            />
            <LocalizedFields
              name="rules"
              max={5000}
              multiline
              value={form.rules}
              onChange={set('rules')}
              errorOf={errorOf}
            />
          </Section>
          <Section title={t('editor.art')}>
            <ArtPicker value={form.art} onChange={set('art')} />
          </Section>
          <Section title={t('editor.reward')}>
            <RewardFields
              reward={form.reward}
              onChange={set('reward')}
              errorOf={errorOf}
              currency={currency}
              kindLocked={kindLocked}
            />
          </Section>
          <Section title={t('editor.terms')}>
            <TermsFields
              terms={form.terms}
              onChange={set('terms')}
              errorOf={errorOf}
              currency={currency}
              maxTurnoverMultiple={maxTurnoverMultiple}
            />
          </Section>
          <Section title={t('editor.eligibility')}>
            <EligibilityFields
              rules={form.eligibility}
              onChange={set('eligibility')}
              errorOf={errorOf}
              currency={currency}
            />
          </Section>
          <Section title={t('editor.window')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('editor.startsAt', { zone: timeZone })} error={errorOf('startsAt')}>
                {(props) => (
                  <Input
                    {...props}
                    type="datetime-local"
                    value={form.startsAt}
                    onChange={(e) => set('startsAt')(e.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('editor.endsAt', { zone: timeZone })}
                hint={t('editor.endsHint')}
                error={errorOf('endsAt')}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="datetime-local"
                    value={form.endsAt}
                    onChange={(e) => set('endsAt')(e.target.value)}
                  />
                )}
              </Field>
              <MoneyInput
                label={t('editor.budgetTotal')}
                currency={currency}
                value={form.budgetTotal}
                onChange={set('budgetTotal')}
                error={errorOf('budgetTotal')}
              />
              <MoneyInput
                label={t('editor.budgetDaily')}
                currency={currency}
                value={form.budgetDaily}
                onChange={set('budgetDaily')}
                error={errorOf('budgetDaily')}
              />
            </div>
            <p className="text-[11px] text-ink-faint">{t('editor.budgetHint')}</p>
          </Section>
          <SaveBar mutation={save} savedLabel={t('editor.saved')} fieldErrors>
            {tried && Object.keys(problems).length > 0 ? (
              <p role="alert" className="text-bad">
                {t('editor.fixFields', { count: Object.keys(problems).length })}
              </p>
            ) : null}
          </SaveBar>
        </form>
        <div className="lg:sticky lg:top-14 lg:self-start">
          <OfferCardPreview form={form} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}

/** /promotions/offers/new and /promotions/offers/:id. */
export function OfferEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { timeZone, isPending: zonePending } = useMerchant();
  const list = useQuery({
    queryKey: ['promotions', 'offers', '', ''],
    queryFn: () => callApi(promotionsAdminRoutes.offers, {}),
  });
  const offer = useQuery({
    queryKey: ['promotions', 'offer', id],
    queryFn: () => callApi(promotionsAdminRoutes.offer, { params: { id } }),
    enabled: !isNew,
    retry: false,
  });
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!isNew && offer.isError) return <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />;
  if (!list.data || zonePending || (!isNew && !offer.data)) return <Skeleton rows={10} />;
  return (
    <OfferEditor
      key={id}
      offer={isNew ? null : (offer.data ?? null)}
      currency={list.data.currency}
      maxTurnoverMultiple={list.data.maxTurnoverMultiple}
      timeZone={timeZone}
    />
  );
}
