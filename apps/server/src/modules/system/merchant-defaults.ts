import type { FeatureModuleId, RegisterField } from '@gemilang/contract';

/** Feature modules a new brand starts with; the operator changes them in the back office. */
export const defaultFeatureModules: Record<FeatureModuleId, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: true,
  MEMBERCENTER3: true,
  AGENTCENTER3: true,
  LOGINEDTOHOME3: false,
};

type Rule = { enabled: boolean; required: boolean; min: number; max: number; patternId: number };

/** Registration rules a new brand starts with: what the best sites in the region ask, and no more. */
export const defaultRegisterRules: Record<RegisterField, Rule> = {
  username: { enabled: true, required: true, min: 6, max: 16, patternId: 1 },
  password: { enabled: true, required: true, min: 6, max: 20, patternId: 14 },
  payeeName: { enabled: true, required: false, min: 2, max: 50, patternId: 12 },
  paymentPassword: { enabled: false, required: false, min: 6, max: 6, patternId: 6 },
  qqNum: { enabled: false, required: false, min: 5, max: 12, patternId: 6 },
  mobileNum: { enabled: true, required: false, min: 8, max: 12, patternId: 6 },
  email: { enabled: true, required: false, min: 6, max: 50, patternId: 3 },
  line: { enabled: false, required: false, min: 3, max: 30, patternId: 9 },
  whatsapp: { enabled: false, required: false, min: 8, max: 15, patternId: 6 },
  facebook: { enabled: false, required: false, min: 3, max: 50, patternId: 9 },
  wechat: { enabled: false, required: false, min: 3, max: 30, patternId: 9 },
  idNumber: { enabled: false, required: false, min: 6, max: 20, patternId: 4 },
  affiliateCode: { enabled: true, required: false, min: 4, max: 16, patternId: 4 },
  captcha: { enabled: true, required: true, min: 4, max: 4, patternId: 6 },
  recommenderId: { enabled: false, required: false, min: 4, max: 16, patternId: 4 },
};

/** Dialling codes offered on the forms, kept in merchants.settings.countries. */
export const defaultCountries = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'CN', countryDialingCode: '86' },
];
