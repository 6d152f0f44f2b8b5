import { sessionRoutes } from '@gemilang/contract/web';
import { callApi } from '../../shared/api/client';

/**
 * Sends the sign-in SMS code (code login and reset by phone use the same call; `purpose` makes the SMS say
 * which) once the mobile field passes its check; null when it does not, so the SMS button stays ready and
 * the field shows why.
 */
export async function sendLoginCode(
  checkMobile: () => Promise<boolean>,
  read: () => { mobileNum: string; countryDialingCode: string },
  purpose: 'login' | 'reset' = 'login',
) {
  if (!(await checkMobile())) return null;
  const { mobileNum, countryDialingCode } = read();
  // A sign-in code's request stays as the call has always been; only a reset names its purpose.
  const body = { mobileNum: mobileNum.trim(), countryDialingCode, ...(purpose === 'reset' ? { purpose } : {}) };
  return callApi(sessionRoutes.smsLoginCode, { body });
}
