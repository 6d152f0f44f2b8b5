import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field';
import type { FieldProps } from './field-props';
import { SmsButton, type SmsReply } from './sms-button';

/** A required SMS code with the button that sends it beside the input. */
export function SmsCodeField({
  registration,
  request,
  error,
  maxLength,
}: Omit<FieldProps, 'hint'> & { request: () => Promise<SmsReply | null>; maxLength?: number }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.verificationCode')}
      hideLabel
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      icon={<MessageSquareText size={18} />}
      maxLength={maxLength}
      error={error}
      addon={<SmsButton request={request} />}
      {...registration}
    />
  );
}
