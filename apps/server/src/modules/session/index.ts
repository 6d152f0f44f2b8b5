// The session module's entrance: signing in and being signed in, as other modules may ask for it. Routes
// are not exported; app.ts registers them.

export { isLiveSession, sessionExpiry } from './live-session';
export { memberSessionByToken } from './member-session-by-token';
export { memberSignIns } from './member-sign-ins';
export { revokeAllSessions } from './revoke-sessions';
export { signInDaysRelation } from './sign-in-days';
export type { SignInSteps } from './sign-in-steps';
export { signInSteps } from './sign-in-steps';
