/**
 * Stable error codes of the API with their HTTP status. The server sends the code and a message in the
 * caller's language; the web may translate the code itself. Adding a code means adding its message to the
 * server's catalogues (apps/server/src/locales/<lang>/errors.json), which a test checks.
 */
export const errorStatus = {
  invalid_input: 400,
  encryption_required: 400,
  decryption_failed: 400,
  payload_too_large: 413,
  token_required: 401,
  token_expired: 401,
  forbidden: 403,
  in_need_true_account: 403,
  not_agent: 403,
  not_found: 404,
  unknown_domain: 404,
  conflict: 409,
  idempotency_conflict: 409,
  wrong_credentials: 401,
  captcha_required: 422,
  captcha_wrong: 422,
  captcha_too_soon: 429,
  account_locked: 403,
  account_frozen: 403,
  invitation_code_error: 422,
  referral_code_error: 422,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  passwords_mismatch: 422,
  password_rule: 422,
  wrong_old_password: 422,
  same_password: 422,
  sms_too_soon: 429,
  sms_hourly_limit: 429,
  verification_code_wrong: 422,
  verification_code_expired: 422,
  account_not_found: 404,
  email_mismatch: 422,
  under_age: 422,
  feature_disabled: 403,
  invalid_phone: 422,
  invalid_payee_name: 422,
  freeplay_replayed: 409,
  rate_limited: 429,
  maintenance: 503,
  region_blocked: 403,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
