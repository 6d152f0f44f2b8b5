/**
 * The outside world that messages go to. Real gateways cannot be reached from here, so the default
 * providers write to the log and the dev outbox; an operator fills the real-provider slot (see
 * sms-provider.ts and email-provider.ts) by configuration.
 */
export interface SmsMessage {
  merchantId: number;
  /** E.164 without the plus: dialling code and number. */
  to: string;
  body: string;
}

export interface EmailMessage {
  merchantId: number;
  to: string;
  subject: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export interface Outbound {
  sms: SmsProvider;
  email: EmailProvider;
}
