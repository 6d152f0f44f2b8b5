// The reports module's entry (ADR 067): the brand days a report covers and gaming revenue's rows, which the dashboard
// reads too. It owns no table. Routes are not exported; app.ts registers them.
export { daysOf, type ReportPeriod, reportPeriod } from './report-period';
export { asRevenueProduct, type RevenueRow, revenueRows } from './revenue-rows';
