import { Download, Ellipsis, Share, Smartphone, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { Button } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page-header';
import { useInstallOffer } from './install-prompt';

function Steps({ title, icon, steps }: { title: string; icon: ReactNode; steps: ReactNode[] }) {
  // The steps are a fixed sequence that never reorders, so the step number is a stable key.
  const numbered = steps.map((step, i) => ({ n: i + 1, step }));
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="flex items-center gap-3 text-lg font-semibold text-ink">
        <span className="grid size-10 place-items-center rounded-xl bg-gold/10 text-gold">{icon}</span>
        {title}
      </h2>
      <ol className="mt-4 space-y-3">
        {numbered.map(({ n, step }) => (
          <li key={n} className="flex gap-3 text-sm text-ink">
            <span className="tabular grid size-7 shrink-0 place-items-center rounded-full bg-raised font-semibold text-gold">
              {n}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Glyph({ children }: { children: ReactNode }) {
  return <span className="mx-1 inline-flex translate-y-0.5 text-gold">{children}</span>;
}

/**
 * App download (/down). There is no store app or app file: the site is built to run as a web app, so
 * this page explains Add to Home Screen on iPhone and Android, and offers the browser's own install
 * prompt where the browser has one.
 */
export function DownloadPage() {
  const { t } = useTranslation('pages');
  const merchant = useMerchant();
  const brand = merchant?.name ?? '';
  const install = useInstallOffer();
  return (
    <div className="space-y-6">
      <PageHeader
        icon={<Smartphone size={24} aria-hidden="true" />}
        title={t('download.title')}
        intro={t('download.intro', { brand })}
      />
      {install ? (
        <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-gold/40 bg-gold/5 p-5">
          <p className="flex-1 text-sm text-ink">{t('download.installText', { brand })}</p>
          <Button onClick={() => void install()}>
            <Download size={18} aria-hidden="true" />
            {t('download.install')}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Steps
          title={t('download.ios.title')}
          icon={<Share size={20} aria-hidden="true" />}
          steps={[
            t('download.ios.step1'),
            <>
              {t('download.ios.step2')}
              <Glyph>
                <Share size={16} aria-hidden="true" />
              </Glyph>
            </>,
            <>
              {t('download.ios.step3')}
              <Glyph>
                <SquarePlus size={16} aria-hidden="true" />
              </Glyph>
            </>,
            t('download.ios.step4'),
          ]}
        />
        <Steps
          title={t('download.android.title')}
          icon={<Smartphone size={20} aria-hidden="true" />}
          steps={[
            t('download.android.step1'),
            <>
              {t('download.android.step2')}
              <Glyph>
                <Ellipsis size={16} aria-hidden="true" className="rotate-90" />
              </Glyph>
            </>,
            t('download.android.step3'),
            t('download.android.step4'),
          ]}
        />
      </div>
      <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{t('download.whyTitle')}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-soft marker:text-gold">
          <li>{t('download.why1')}</li>
          <li>{t('download.why2')}</li>
          <li>{t('download.why3')}</li>
        </ul>
      </section>
    </div>
  );
}
