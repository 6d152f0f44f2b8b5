import type { TContract, TContractKind } from '@gemilang/contract';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Skeleton } from '../../shared/ui/skeleton';
import { useContractAction, useContracts } from './api';
import { ContractCard } from './contract-card';
import { OfferForm } from './offer-form';

/**
 * An agent's contracts of one kind (agent centre: dividend records, daily wages, hourly salary; docs/product.md, Agents' contracts):
 * an offer from its upline to sign or refuse, its signed contract, its contracts with its direct downlines,
 * and the form to offer one. Terminating asks for a second press.
 */
export function ContractsPage({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation('agentContracts');
  const contracts = useContracts(kind);
  const action = useContractAction(kind);

  if (contracts.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
      >
        <p className="text-ink">{contracts.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void contracts.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const data = contracts.data;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t(`titles.${kind}`)}</h2>
      {!data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : (
        <>
          {action.isError ? (
            <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-danger text-sm">
              {action.error.message}
            </p>
          ) : null}
          <section aria-label={t('withUpline')} className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">{t('withUpline')}</h3>
            {data.offeredToMe ? (
              <ContractCard contract={data.offeredToMe} title={t('offeredBy', { upline: data.offeredToMe.upline })}>
                <SignButton contract={data.offeredToMe} kind={kind} />
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ action: 'refuse', contractId: data.offeredToMe?.id ?? '' })}
                >
                  {t('refuse')}
                </Button>
              </ContractCard>
            ) : null}
            {data.mine ? (
              <ContractCard contract={data.mine} title={t('signedWith', { upline: data.mine.upline })}>
                <TerminateButton contract={data.mine} kind={kind} />
              </ContractCard>
            ) : null}
            {!data.offeredToMe && !data.mine ? (
              <div className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-surface/60 p-4">
                <FileSignature size={20} aria-hidden="true" className="shrink-0 text-ink-soft" />
                <p className="text-ink-soft text-sm">{t('noneWithUpline')}</p>
              </div>
            ) : null}
          </section>
          <section aria-label={t('withDownlines')} className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">{t('withDownlines')}</h3>
            {data.downlines.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('noneWithDownlines')}</p>
            ) : (
              data.downlines.map((contract) => (
                <ContractCard
                  key={contract.id}
                  contract={contract}
                  title={t('withDownline', { downline: contract.downline })}
                >
                  {contract.status === 'signed' ? <TerminateButton contract={contract} kind={kind} /> : null}
                </ContractCard>
              ))
            )}
          </section>
          <OfferForm kind={kind} />
        </>
      )}
    </div>
  );
}

/** Signing binds the agent to the terms: they are shown again in a confirmation before the call. */
function SignButton({ contract, kind }: { contract: TContract; kind: TContractKind }) {
  const { t } = useTranslation('agentContracts');
  const action = useContractAction(kind);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button disabled={action.isPending} onClick={() => setConfirming(true)}>
        {t('sign')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmSign.title', { upline: contract.upline })}
        confirmLabel={t('confirmSign.confirm')}
        cancelLabel={t('confirmSign.cancel')}
        busy={action.isPending}
        onConfirm={() =>
          action.mutate({ action: 'sign', contractId: contract.id }, { onSettled: () => setConfirming(false) })
        }
      >
        <p>{t('confirmSign.text', { upline: contract.upline, kind: t(`titles.${kind}`) })}</p>
        <ContractCard contract={contract} title={t('offeredBy', { upline: contract.upline })} />
      </ConfirmDialog>
    </>
  );
}

function TerminateButton({ contract, kind }: { contract: TContract; kind: TContractKind }) {
  const { t } = useTranslation('agentContracts');
  const action = useContractAction(kind);
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('terminate')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="danger"
        disabled={action.isPending}
        onClick={() => action.mutate({ action: 'terminate', contractId: contract.id })}
      >
        {t('confirmTerminate')}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {t('keep')}
      </Button>
    </>
  );
}
