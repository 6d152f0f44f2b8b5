import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../shared/dialogs';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMediaQuery } from '../../shared/ui/use-media-query';

// The compact form carries the sign-in code (react-hook-form, captcha); it loads after the page shows,
// and only where it fits (1024 px and up, as the form itself decides). Narrower screens get a button.
const HeaderLoginForm = lazy(() =>
  import('../../features/auth/header-login-form').then((m) => ({ default: m.HeaderLoginForm })),
);

/**
 * Header top bar for a visitor: the login form on wide screens, a Log in button (opening the login
 * dialog) on narrower ones, and Register beside either. Sign-in is the gold action, so Register is outlined.
 */
export function VisitorActions() {
  const { t } = useTranslation('shell');
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <div className="flex items-center gap-2">
      {wide ? (
        <Suspense fallback={<Skeleton className="h-10 w-[26rem]" />}>
          <HeaderLoginForm />
        </Suspense>
      ) : (
        <Button size="sm" onClick={() => openDialog('login')}>
          {t('header.login')}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => openDialog('register')}>
        {t('header.register')}
      </Button>
    </div>
  );
}
