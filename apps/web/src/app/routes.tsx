import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { DialogRoute } from './dialog-route';
import { RedirectKeepingQuery } from './redirect';
import { loadLobbyPage, loadLotteryPage } from './route-chunks';

// Home is in the first bundle; every other page loads on demand (docs/architecture.md, Budgets: the home page's budget).
const ProductPage = lazy(() => import('../features/pages/product-page').then((m) => ({ default: m.ProductPage })));
const PromotionsPage = lazy(() =>
  import('../features/promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
const PromoDetailPage = lazy(() =>
  import('../features/promotions/promo-detail-page').then((m) => ({ default: m.PromoDetailPage })),
);
const PointsMallPage = lazy(() =>
  import('../features/points/points-mall-page').then((m) => ({ default: m.PointsMallPage })),
);
const DownloadPage = lazy(() => import('../features/pages/download-page').then((m) => ({ default: m.DownloadPage })));
const JoinPage = lazy(() => import('../features/pages/join-page').then((m) => ({ default: m.JoinPage })));
const FeedbackPage = lazy(() =>
  import('../features/feedback/feedback-page').then((m) => ({ default: m.FeedbackPage })),
);
const HelpContentPage = lazy(() =>
  import('../features/pages/help-content-page').then((m) => ({ default: m.HelpContentPage })),
);
const LotteryPage = lazy(() => loadLotteryPage().then((m) => ({ default: m.LotteryPage })));
const VerifyPage = lazy(() => import('../features/lottery/verify-page').then((m) => ({ default: m.VerifyPage })));
const LobbyPage = lazy(() => loadLobbyPage().then((m) => ({ default: m.LobbyPage })));
const GamePage = lazy(() => import('../features/games/game-page').then((m) => ({ default: m.GamePage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const NotFoundPage = lazy(() => import('../features/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The site's route table. Which frame (header, footer, side bar) each path gets is in route-table.ts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RedirectKeepingQuery to="/index" />} />
      <Route path="/index" element={<HomePage />} />
      <Route path="/login" element={<DialogRoute dialog="login" />} />
      <Route path="/register" element={<DialogRoute dialog="register" />} />
      <Route path="/register.html" element={<DialogRoute dialog="register" />} />
      <Route path="/help" element={<DialogRoute dialog="help" />} />
      <Route path="/pointMall" element={<PointsMallPage />} />
      <Route path="/lottery" element={<LotteryPage area="lottery" />} />
      <Route path="/vnlottery" element={<LotteryPage area="vnlottery" />} />
      <Route path="/elott" element={<LotteryPage area="elott" />} />
      <Route path="/elott/verify" element={<VerifyPage />} />
      <Route path="/rng" element={<LobbyPage kind="rng" />} />
      <Route path="/pvp" element={<LobbyPage kind="pvp" />} />
      <Route path="/fish" element={<LobbyPage kind="fish" />} />
      <Route path="/live" element={<LobbyPage kind="live" />} />
      <Route path="/sports" element={<ProductPage kind="sports" />} />
      <Route path="/seamless" element={<ProductPage kind="seamless" />} />
      <Route path="/game" element={<GamePage />} />
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promoDetail" element={<PromoDetailPage />} />
      <Route path="/helpmc" element={<HelpContentPage />} />
      <Route path="/down" element={<DownloadPage />} />
      <Route path="/download" element={<DownloadPage />} />
      <Route path="/join" element={<JoinPage />} />
      <Route path="/feedback" element={<FeedbackPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
