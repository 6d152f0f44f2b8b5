import type { FieldRule, RegisterField, TRegisterSettings } from '@gemilang/contract';
import { systemRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { isModuleEnabled, useWhitelabel } from '../../shared/api/site-queries';

/** Register settings change only when an operator edits them; the site caches them per session. */
export function useRegisterSettings() {
  return useQuery({
    queryKey: ['system', 'registerSettings'],
    queryFn: () => callApi(systemRoutes.registerSettings),
    staleTime: 10 * 60_000,
  });
}

/** The feature modules the sign-in dialogs read. */
export function useAuthFeatures() {
  const { data } = useWhitelabel();
  return {
    usernameRegister: isModuleEnabled(data, 'USERNAMEREG3'),
    mobileRegister: isModuleEnabled(data, 'MOBILENUMREG3'),
    registerSms: isModuleEnabled(data, 'REGMOBVERF3'),
    mobileRegisterPassword: isModuleEnabled(data, 'MOBILENUMPASSREG3'),
    freePlay: isModuleEnabled(data, 'FREEPLAY3'),
    forceChangeOnExpiry: isModuleEnabled(data, 'PWDEXPFORCECHANGE3'),
    smsLogin: isModuleEnabled(data, 'MOBILEVERCODELOGIN3'),
    resetByPhone: isModuleEnabled(data, 'CHNGPASSVERIF3'),
  };
}

const hidden: FieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '',
  patternId: 0,
};

/** The server's rule for a field; a field the settings do not list is not shown. */
export function ruleOf(settings: TRegisterSettings | undefined, field: RegisterField): FieldRule {
  const found = settings?.fields.find((f) => f.field === field);
  return found ? { ...found } : { ...hidden };
}

/** A rule that is shown and must be filled whatever the settings say (e.g. the mobile number of mobile sign-up). */
export function mustFill(rule: FieldRule): FieldRule {
  return { ...rule, enabled: true, required: true };
}

/** Just "fill it in": login fields and SMS codes (verification code min 0, max 255). */
export function filledRule(maxLength = 255): FieldRule {
  return { enabled: true, required: true, minLength: 0, maxLength, acceptedPattern: '', patternId: 0 };
}

/** The dialling code the settings name as default, or the first offered. */
export function defaultDialingCode(settings: TRegisterSettings | undefined): string {
  const countries = settings?.countries ?? [];
  const preferred = countries.find((c) => c.countryCode === settings?.defaultCountryCode) ?? countries[0];
  return preferred?.countryDialingCode ?? '';
}
