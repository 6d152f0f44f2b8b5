import type { TRegisterSettings } from '@gemilang/contract';
import { memberRoutes, sessionRoutes } from '@gemilang/contract/web';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../shared/api/client';
import { openDialog } from '../../shared/dialogs';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { TextField } from '../../shared/ui/text-field';
import { defaultDialingCode } from './api';
import { CaptchaField } from './captcha-field';
import { refreshCaptcha } from './captcha-store';
import { useCompleteLogin } from './complete-login';
import { DialingCodeSelect } from './dialing-code-select';
import { applyServerError } from './form-errors';
import { FormFooter } from './form-footer';
import { invitationFromUrl } from './invitation-from-url';
import { saveRegisterDraft, takeRegisterDraft } from './register-draft';
import { type FormField, fieldLooks, formFields, type RegisterFeatures, type RegisterMode } from './register-fields';
import { checkWith } from './rule-validate';
import { SmsButton } from './sms-button';
import { useFormMessages } from './use-form-messages';

type Values = Record<string, string | boolean>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

export function RegisterForm({
  mode,
  settings,
  features,
}: {
  mode: RegisterMode;
  settings: TRegisterSettings;
  features: RegisterFeatures;
}) {
  const { t } = useTranslation('auth');
  const complete = useCompleteLogin();
  const fields = useMemo(() => formFields(settings, mode, features), [settings, mode, features]);
  const rules = useMemo(() => Object.fromEntries(fields), [fields]);
  const names = fields.map(([name]) => name as string);
  const invitation = useMemo(invitationFromUrl, []);
  const lockedAffiliate = invitation.affiliateCode !== '';

  const [initial] = useState<Values>(() => {
    const blank: Values = { countryDialingCode: defaultDialingCode(settings), agree: false };
    for (const [name] of fields) blank[name] = '';
    blank.affiliateCode = invitation.affiliateCode;
    return { ...blank, ...takeRegisterDraft(mode), captcha: '' };
  });
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: initial });
  const { register, handleSubmit, setError, setValue, getValues, trigger, formState } = form;
  const { errorText, hintText, formError, setFormError } = useFormMessages(form, rules);

  function validatorOf(name: FormField) {
    const rule = rules[name];
    if (!rule) return undefined;
    if (name === 'confirmPassword') {
      return (value: unknown) => {
        const problem = checkWith(rule)(value);
        if (problem !== true) return problem;
        return value === getValues('password') || 'mismatch';
      };
    }
    return checkWith(rule);
  }

  function openTopic(tag: 'terms' | 'privacy') {
    const { captcha: _captcha, ...values } = getValues();
    saveRegisterDraft({ mode, values });
    openDialog('help', { tag, returnTo: 'register', returnTab: mode });
  }

  async function requestCode() {
    if (!(await trigger('mobileNum'))) return null;
    return callApi(sessionRoutes.smsRegisterCode, {
      body: { mobileNo: text(getValues('mobileNum')), countryDialingCode: text(getValues('countryDialingCode')) },
    });
  }

  /** The affiliate code is checked before registering; a refusal is invitation_code_error. */
  async function affiliateAccepted(code: string): Promise<boolean> {
    try {
      await callApi(memberRoutes.affiliate, { query: { code, domain: location.host } });
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'network' || error.status >= 500)) {
        setFormError(error.message);
        return false;
      }
      if (rules.affiliateCode) setError('affiliateCode', { type: 'validate', message: 'invitation' });
      void showGeneralDialog({ icon: 'warning', text: t('invitation_code_error') });
      return false;
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body: Record<string, string> = {};
    for (const name of names) body[name] = text(values[name]);
    if (rules.mobileNum) body.countryDialingCode = text(values.countryDialingCode);
    const affiliateCode = body.affiliateCode || invitation.affiliateCode;
    if (affiliateCode && !(await affiliateAccepted(affiliateCode))) return;
    try {
      const reply = await callApi(mode === 'mobile' ? memberRoutes.registerMobile : memberRoutes.register, {
        body: {
          ...body,
          password: body.password ?? '',
          confirmPassword: body.confirmPassword ?? '',
          affiliateCode: affiliateCode || undefined,
          referralCode: invitation.referralCode || undefined,
          registerUrl: location.href.slice(0, 1000),
          domain: location.host,
          registerMethod: 'WEB',
          agreeTerms: true,
          login: true,
        },
      });
      if (reply.session) await complete(reply.session, 'username');
      else openDialog('login');
    } catch (error) {
      // A failed registration refreshes the captcha.
      if (rules.captcha) {
        setValue('captcha', '');
        refreshCaptcha();
      }
      setFormError(
        applyServerError(error, [...names, 'agree'], (name, e) => setError(name, e), { agreeTerms: 'agree' }),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {fields.map(([name, rule]) => {
        if (name === 'captcha') {
          return (
            <CaptchaField
              key={name}
              registration={register('captcha', { validate: validatorOf('captcha') })}
              error={errorText('captcha')}
            />
          );
        }
        const look = fieldLooks[name];
        const Icon = look.icon;
        return (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            hideLabel
            required={rule.required}
            type={look.type}
            inputMode={look.inputMode}
            autoComplete={look.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            icon={<Icon size={18} />}
            readOnly={name === 'affiliateCode' && lockedAffiliate}
            hint={hintText(name)}
            error={errorText(name)}
            prefix={
              name === 'mobileNum' && settings.countries.length > 0 ? (
                <DialingCodeSelect countries={settings.countries} registration={register('countryDialingCode')} />
              ) : null
            }
            addon={name === 'verificationCode' ? <SmsButton request={requestCode} /> : null}
            {...register(name, {
              validate: validatorOf(name),
              deps: name === 'password' && rules.confirmPassword ? ['confirmPassword'] : undefined,
            })}
          />
        );
      })}
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={`agree-${mode}`}
            type="checkbox"
            aria-invalid={formState.errors.agree ? true : undefined}
            aria-describedby={formState.errors.agree ? `agree-${mode}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold"
            {...register('agree', { validate: (value) => value === true || 'agree' })}
          />
          <label htmlFor={`agree-${mode}`} className="cursor-pointer text-ink-soft text-sm leading-snug">
            <Trans
              t={t}
              i18nKey="register.agree"
              values={{ age: settings.minAge }}
              components={{
                terms: <TopicLink onOpen={() => openTopic('terms')} href="/help?tag=terms" />,
                privacy: <TopicLink onOpen={() => openTopic('privacy')} href="/help?tag=privacy" />,
              }}
            />
          </label>
        </div>
        {formState.errors.agree ? (
          <p id={`agree-${mode}-error`} className="pl-8 text-danger text-xs">
            {errorText('agree')}
          </p>
        ) : null}
      </div>
      <FormFooter error={formError} submitting={formState.isSubmitting} label={t('register.submit')} />
    </form>
  );
}

/** A link inside the agreement's label: an anchor (a button may not sit in a label) that opens the help dialog. */
function TopicLink({ href, onOpen, children }: { href: string; onOpen: () => void; children?: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      className="font-medium text-gold underline-offset-2 hover:underline"
    >
      {children}
    </a>
  );
}
