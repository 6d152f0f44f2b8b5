import { ContractsPage } from './contracts-page';
import { DividendRecords } from './dividend-records';

/** The agent centre's three contract entries (dividend records, daily wages, hourly salary), one kind each. */
export function DividendContractsPage() {
  return (
    <div className="flex flex-col gap-6">
      <ContractsPage kind="dividend" />
      <DividendRecords />
    </div>
  );
}

export function DailyWageContractsPage() {
  return <ContractsPage kind="daily_wage" />;
}

export function HourlyWageContractsPage() {
  return <ContractsPage kind="hourly_wage" />;
}
