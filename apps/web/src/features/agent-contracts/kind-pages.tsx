import { ContractsPage } from './contracts-page';

/** The agent centre's three contract entries (dividend records, daily wages, hourly salary), one kind each. */
export function DividendContractsPage() {
  return <ContractsPage kind="dividend" />;
}

export function DailyWageContractsPage() {
  return <ContractsPage kind="daily_wage" />;
}

export function HourlyWageContractsPage() {
  return <ContractsPage kind="hourly_wage" />;
}
