/**
 * The outside world that messages go to. Real gateways cannot be reached from here, so the built-in
 * providers (built-in-outbound.ts) keep messages in the dev outbox, or drop them on a production server;
 * an operator adds a real gateway by implementing these interfaces and choosing it in main.ts.
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
