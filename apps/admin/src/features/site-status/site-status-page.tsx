import { adminRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { BlockedCountries } from './blocked-countries';
import { BlockedRanges } from './blocked-ranges';
import { MaintenanceForm } from './maintenance-form';

export function SiteStatusPage() {
  const { t } = useTranslation('siteStatus');
  const merchant = useMerchant();
  const settings = useQuery({ queryKey: ['site-status'], queryFn: () => callApi(adminRoutes.siteStatus) });

  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      {settings.isPending || merchant.isPending ? (
        <Panel>
          <Skeleton rows={5} />
        </Panel>
      ) : settings.isError || merchant.isError ? (
        <Panel>
          <ErrorState
            error={settings.error ?? merchant.error}
            onRetry={() => {
              void settings.refetch();
              void merchant.refetch();
            }}
          />
        </Panel>
      ) : (
        // The draft is made once from the loaded value; a background refetch must not wipe what is being typed.
        <MaintenanceForm key={merchant.timeZone} settings={settings.data} timeZone={merchant.timeZone} />
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        <BlockedCountries />
        <BlockedRanges timeZone={merchant.timeZone} />
      </div>
    </div>
  );
}
