import { sessionRoutes } from '@gemilang/contract/web';
import { callApi } from '../../shared/api/client';

/**
 * Sends the sign-in SMS code (code login and reset by phone use the same call) once the mobile field passes
 * its check; null when it does not, so the SMS button stays ready and the field shows why.
 */
export async function sendLoginCode(
  checkMobile: () => Promise<boolean>,
  read: () => { mobileNum: string; countryDialingCode: string },
) {
  if (!(await checkMobile())) return null;
  const { mobileNum, countryDialingCode } = read();
  return callApi(sessionRoutes.smsLoginCode, { body: { mobileNum: mobileNum.trim(), countryDialingCode } });
}
