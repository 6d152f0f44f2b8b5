import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field';
import { refreshCaptcha, useCaptcha } from './captcha-store';
import type { FieldProps } from './field-props';

/** The captcha picture with its refresh button; a new picture is fetched when this mounts. */
export function CaptchaImage({ small = false }: { small?: boolean }) {
  const { t } = useTranslation('auth');
  const { image, failed } = useCaptcha();
  useEffect(() => refreshCaptcha(), []);
  const box = small ? 'h-10 w-[84px]' : 'h-11 w-[88px] sm:w-[104px]';
  return (
    <div className="flex shrink-0 items-center gap-1">
      {image ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the refresh button beside it is the keyboard path.
        <img
          src={image}
          alt={t('captcha.image')}
          width={104}
          height={44}
          onClick={refreshCaptcha}
          className={`${box} cursor-pointer rounded-md bg-ink object-contain`}
        />
      ) : (
        <div aria-hidden="true" className={`${box} animate-pulse rounded-md bg-raised`} />
      )}
      <button
        type="button"
        aria-label={t('captcha.refresh')}
        title={failed ? t('captcha.failed') : t('captcha.refresh')}
        onClick={refreshCaptcha}
        className={`grid ${small ? 'size-10' : 'size-11'} place-items-center rounded-md text-ink-soft hover:bg-raised hover:text-gold focus-visible:outline-2 focus-visible:outline-gold ${failed ? 'text-danger' : ''}`}
      >
        <RefreshCw aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

export function CaptchaField({ registration, error }: Omit<FieldProps, 'hint'>) {
  const { t } = useTranslation('auth');
  // A picture the server refused to draw (too many from this address) says why, where the answer goes.
  const { message } = useCaptcha();
  return (
    <TextField
      label={t('fields.captcha')}
      hideLabel
      required
      icon={<ShieldCheck size={18} />}
      autoComplete="off"
      inputMode="numeric"
      maxLength={16}
      error={error ?? message}
      addon={<CaptchaImage />}
      {...registration}
    />
  );
}
