import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { PageErrorBoundary } from '../shared/ui/error-boundary';
import { Skeleton } from '../shared/ui/states';
import { HomeRedirect, RequireRole, RequireSession } from './guards';
import { Layout } from './layout';
import { pageAccess } from './nav';
import { NotFound } from './not-found';

// Each page is its own chunk: the sign-in page and the frame load first, a page when it is opened.
const AdjustmentsPage = lazy(() =>
  import('../features/adjustments/adjustments-page').then((m) => ({ default: m.AdjustmentsPage })),
);
const AgentTreePage = lazy(() =>
  import('../features/agents/agent-tree-page').then((m) => ({ default: m.AgentTreePage })),
);
const AgentContractsPage = lazy(() =>
  import('../features/agents/contracts-page').then((m) => ({ default: m.AgentContractsPage })),
);
const AgentContractPage = lazy(() =>
  import('../features/agents/contract-page').then((m) => ({ default: m.AgentContractPage })),
);
const AgentPayoutsPage = lazy(() =>
  import('../features/agents/payouts-page').then((m) => ({ default: m.AgentPayoutsPage })),
);
const FrozenMembersPage = lazy(() =>
  import('../features/agents/frozen-page').then((m) => ({ default: m.FrozenMembersPage })),
);
const GamesPage = lazy(() => import('../features/games/games-page').then((m) => ({ default: m.GamesPage })));
const GameRoundsPage = lazy(() => import('../features/games/rounds-page').then((m) => ({ default: m.GameRoundsPage })));
const GameRoundPage = lazy(() => import('../features/games/round-page').then((m) => ({ default: m.GameRoundPage })));
const ReconciliationPage = lazy(() =>
  import('../features/reconciliation/reconciliation-page').then((m) => ({ default: m.ReconciliationPage })),
);
const LotteryDrawsPage = lazy(() =>
  import('../features/lottery/draws-page').then((m) => ({ default: m.LotteryDrawsPage })),
);
const LotteryDrawPage = lazy(() =>
  import('../features/lottery/draw-page').then((m) => ({ default: m.LotteryDrawPage })),
);
const LotteryOddsPage = lazy(() =>
  import('../features/lottery/odds-page').then((m) => ({ default: m.LotteryOddsPage })),
);
const LotteryProfitLossPage = lazy(() =>
  import('../features/lottery/profit-loss-page').then((m) => ({ default: m.LotteryProfitLossPage })),
);
const AuditPage = lazy(() => import('../features/audit/audit-page').then((m) => ({ default: m.AuditPage })));
const FeatureModulesPage = lazy(() =>
  import('../features/feature-modules/feature-modules-page').then((m) => ({ default: m.FeatureModulesPage })),
);
const DepositsPage = lazy(() =>
  import('../features/deposits/deposits-page').then((m) => ({ default: m.DepositsPage })),
);
const DepositMethodsPage = lazy(() =>
  import('../features/deposits/deposit-methods-page').then((m) => ({ default: m.DepositMethodsPage })),
);
const WithdrawalsPage = lazy(() =>
  import('../features/withdrawals/withdrawals-page').then((m) => ({ default: m.WithdrawalsPage })),
);
const LotteryResultsPage = lazy(() =>
  import('../features/lottery-results/lottery-results-page').then((m) => ({ default: m.LotteryResultsPage })),
);
const MembersPage = lazy(() => import('../features/members/members-page').then((m) => ({ default: m.MembersPage })));
const OperatorsPage = lazy(() =>
  import('../features/operators/operators-page').then((m) => ({ default: m.OperatorsPage })),
);
const OutboxPage = lazy(() => import('../features/outbox/outbox-page').then((m) => ({ default: m.OutboxPage })));
const RegisterSettingsPage = lazy(() =>
  import('../features/register-settings/register-settings-page').then((m) => ({ default: m.RegisterSettingsPage })),
);
const OffersPage = lazy(() => import('../features/promotions/offers-page').then((m) => ({ default: m.OffersPage })));
const OfferEditorPage = lazy(() =>
  import('../features/promotions/offer-editor-page').then((m) => ({ default: m.OfferEditorPage })),
);
const ApplicationsPage = lazy(() =>
  import('../features/promotions/applications-page').then((m) => ({ default: m.ApplicationsPage })),
);
const RewardProgramsPage = lazy(() =>
  import('../features/rewards/programs-page').then((m) => ({ default: m.RewardProgramsPage })),
);
const RewardReportPage = lazy(() =>
  import('../features/rewards/report-page').then((m) => ({ default: m.RewardReportPage })),
);
const CheckInSettingsPage = lazy(() =>
  import('../features/loyalty-check-in/check-in-page').then((m) => ({ default: m.CheckInSettingsPage })),
);
const LoyaltyMissionsPage = lazy(() =>
  import('../features/loyalty-missions/missions-page').then((m) => ({ default: m.LoyaltyMissionsPage })),
);
const AnnouncementsPage = lazy(() =>
  import('../features/content/announcements-page').then((m) => ({ default: m.AnnouncementsPage })),
);
const HelpPage = lazy(() => import('../features/content/help-page').then((m) => ({ default: m.HelpPage })));
const NoticesPage = lazy(() => import('../features/content/notices-page').then((m) => ({ default: m.NoticesPage })));
const RedEnvelopesPage = lazy(() =>
  import('../features/loyalty-red-envelopes/red-envelopes-page').then((m) => ({ default: m.RedEnvelopesPage })),
);
const RebatesPage = lazy(() =>
  import('../features/loyalty-rebates-vip/rebates-page').then((m) => ({ default: m.RebatesPage })),
);
const VipPage = lazy(() => import('../features/loyalty-rebates-vip/vip-page').then((m) => ({ default: m.VipPage })));
const ReferralsPage = lazy(() =>
  import('../features/loyalty-referrals/referrals-page').then((m) => ({ default: m.ReferralsPage })),
);
const SupportConsolePage = lazy(() =>
  import('../features/support-console/console-page').then((m) => ({ default: m.SupportConsolePage })),
);
const FeedbackInboxPage = lazy(() =>
  import('../features/feedback/feedback-page').then((m) => ({ default: m.FeedbackInboxPage })),
);
const PointsSettingsPage = lazy(() =>
  import('../features/points/settings-page').then((m) => ({ default: m.PointsSettingsPage })),
);
const PointsCataloguePage = lazy(() =>
  import('../features/points/catalogue-page').then((m) => ({ default: m.PointsCataloguePage })),
);
const PointsRedemptionsPage = lazy(() =>
  import('../features/points/redemptions-page').then((m) => ({ default: m.PointsRedemptionsPage })),
);
const PointsReportPage = lazy(() =>
  import('../features/points/report-page').then((m) => ({ default: m.PointsReportPage })),
);
const PointsAdjustPage = lazy(() =>
  import('../features/points/adjust-page').then((m) => ({ default: m.PointsAdjustPage })),
);
const GrantsPage = lazy(() => import('../features/promotions/grants-page').then((m) => ({ default: m.GrantsPage })));
const PromotionReportPage = lazy(() =>
  import('../features/promotions/report-page').then((m) => ({ default: m.PromotionReportPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const RevenueReportPage = lazy(() =>
  import('../features/reports/revenue-page').then((m) => ({ default: m.RevenueReportPage })),
);
const CashierReportPage = lazy(() =>
  import('../features/reports/cashier-page').then((m) => ({ default: m.CashierReportPage })),
);
const BonusReportPage = lazy(() =>
  import('../features/reports/bonuses-page').then((m) => ({ default: m.BonusReportPage })),
);
const SiteStatusPage = lazy(() =>
  import('../features/site-status/site-status-page').then((m) => ({ default: m.SiteStatusPage })),
);

/** A page in its frame, opened by the roles of its menu entry's rule only (nav.ts; ADR 069). */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RequireRole access={pageAccess(pathname)}>
      <PageErrorBoundary>
        <Suspense fallback={<Skeleton rows={8} />}>{children}</Suspense>
      </PageErrorBoundary>
    </RequireRole>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route
        element={
          <RequireSession>
            <Layout />
          </RequireSession>
        }
      >
        <Route index element={<HomeRedirect />} />
        <Route
          path="dashboard"
          element={
            <Page>
              <DashboardPage />
            </Page>
          }
        />
        <Route
          path="reports/revenue"
          element={
            <Page>
              <RevenueReportPage />
            </Page>
          }
        />
        <Route
          path="reports/cashier"
          element={
            <Page>
              <CashierReportPage />
            </Page>
          }
        />
        <Route
          path="reports/bonuses"
          element={
            <Page>
              <BonusReportPage />
            </Page>
          }
        />
        <Route
          path="members"
          element={
            <Page>
              <MembersPage />
            </Page>
          }
        />
        <Route
          path="deposits"
          element={
            <Page>
              <DepositsPage />
            </Page>
          }
        />
        <Route
          path="deposit-methods"
          element={
            <Page>
              <DepositMethodsPage />
            </Page>
          }
        />
        <Route
          path="withdrawals"
          element={
            <Page>
              <WithdrawalsPage />
            </Page>
          }
        />
        <Route
          path="lottery-results"
          element={
            <Page>
              <LotteryResultsPage />
            </Page>
          }
        />
        <Route
          path="outbox"
          element={
            <Page>
              <OutboxPage />
            </Page>
          }
        />
        <Route
          path="site-status"
          element={
            <Page>
              <SiteStatusPage />
            </Page>
          }
        />
        <Route
          path="register-settings"
          element={
            <Page>
              <RegisterSettingsPage />
            </Page>
          }
        />
        <Route
          path="feature-modules"
          element={
            <Page>
              <FeatureModulesPage />
            </Page>
          }
        />
        <Route
          path="lottery/draws"
          element={
            <Page>
              <LotteryDrawsPage />
            </Page>
          }
        />
        <Route
          path="lottery/draws/:id"
          element={
            <Page>
              <LotteryDrawPage />
            </Page>
          }
        />
        <Route
          path="lottery/odds"
          element={
            <Page>
              <LotteryOddsPage />
            </Page>
          }
        />
        <Route
          path="lottery/profit-loss"
          element={
            <Page>
              <LotteryProfitLossPage />
            </Page>
          }
        />
        <Route
          path="games"
          element={
            <Page>
              <GamesPage />
            </Page>
          }
        />
        <Route
          path="game-rounds"
          element={
            <Page>
              <GameRoundsPage />
            </Page>
          }
        />
        <Route
          path="game-rounds/:id"
          element={
            <Page>
              <GameRoundPage />
            </Page>
          }
        />
        <Route
          path="agents/tree"
          element={
            <Page>
              <AgentTreePage />
            </Page>
          }
        />
        <Route
          path="agent-contracts"
          element={
            <Page>
              <AgentContractsPage />
            </Page>
          }
        />
        <Route
          path="agent-contracts/:id"
          element={
            <Page>
              <AgentContractPage />
            </Page>
          }
        />
        <Route
          path="agent-payouts"
          element={
            <Page>
              <AgentPayoutsPage />
            </Page>
          }
        />
        <Route
          path="frozen-members"
          element={
            <Page>
              <FrozenMembersPage />
            </Page>
          }
        />
        <Route
          path="promotions/offers"
          element={
            <Page>
              <OffersPage />
            </Page>
          }
        />
        <Route
          path="promotions/offers/:id"
          element={
            <Page>
              <OfferEditorPage />
            </Page>
          }
        />
        <Route
          path="promotions/applications"
          element={
            <Page>
              <ApplicationsPage />
            </Page>
          }
        />
        <Route
          path="promotions/grants"
          element={
            <Page>
              <GrantsPage />
            </Page>
          }
        />
        <Route
          path="promotions/report"
          element={
            <Page>
              <PromotionReportPage />
            </Page>
          }
        />
        <Route
          path="rewards/programs"
          element={
            <Page>
              <RewardProgramsPage />
            </Page>
          }
        />
        <Route
          path="loyalty/referrals"
          element={
            <Page>
              <ReferralsPage />
            </Page>
          }
        />
        <Route
          path="content/announcements"
          element={
            <Page>
              <AnnouncementsPage />
            </Page>
          }
        />
        <Route
          path="content/help"
          element={
            <Page>
              <HelpPage />
            </Page>
          }
        />
        <Route
          path="content/notices"
          element={
            <Page>
              <NoticesPage />
            </Page>
          }
        />
        <Route
          path="loyalty/red-envelopes"
          element={
            <Page>
              <RedEnvelopesPage />
            </Page>
          }
        />
        <Route
          path="loyalty/missions"
          element={
            <Page>
              <LoyaltyMissionsPage />
            </Page>
          }
        />
        <Route
          path="loyalty/rebates"
          element={
            <Page>
              <RebatesPage />
            </Page>
          }
        />
        <Route
          path="loyalty/vip"
          element={
            <Page>
              <VipPage />
            </Page>
          }
        />
        <Route
          path="loyalty/check-in"
          element={
            <Page>
              <CheckInSettingsPage />
            </Page>
          }
        />
        <Route
          path="support-chat"
          element={
            <Page>
              <SupportConsolePage />
            </Page>
          }
        />
        <Route
          path="feedback"
          element={
            <Page>
              <FeedbackInboxPage />
            </Page>
          }
        />
        <Route
          path="points/settings"
          element={
            <Page>
              <PointsSettingsPage />
            </Page>
          }
        />
        <Route
          path="points/items"
          element={
            <Page>
              <PointsCataloguePage />
            </Page>
          }
        />
        <Route
          path="points/redemptions"
          element={
            <Page>
              <PointsRedemptionsPage />
            </Page>
          }
        />
        <Route
          path="points/report"
          element={
            <Page>
              <PointsReportPage />
            </Page>
          }
        />
        <Route
          path="points/adjustments"
          element={
            <Page>
              <PointsAdjustPage />
            </Page>
          }
        />
        <Route
          path="rewards/report"
          element={
            <Page>
              <RewardReportPage />
            </Page>
          }
        />
        <Route
          path="adjustments"
          element={
            <Page>
              <AdjustmentsPage />
            </Page>
          }
        />
        <Route
          path="reconciliation"
          element={
            <Page>
              <ReconciliationPage />
            </Page>
          }
        />
        <Route
          path="audit"
          element={
            <Page>
              <AuditPage />
            </Page>
          }
        />
        <Route
          path="operators"
          element={
            <Page>
              <OperatorsPage />
            </Page>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <AppRoutes />
    </BrowserRouter>
  );
}
