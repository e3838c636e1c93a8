import { PATHS } from '@agora/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HydrateOnIdle } from '../components/HydrateOnIdle';
import { Loading } from '../components/States';
import { FirstVisitAgreement } from '../features/content/FirstVisitAgreement';
import { Header } from '../features/layout/Header';
import { TradingPausedBanner } from '../features/market/tradingPaused';
import { Toaster } from '../features/toast/Toaster';
import { useAccountModal } from '../features/wallet/accountModalStore';
import { useWalletNeeded } from '../features/wallet/useWalletNeeded';
import { ScrollMemory } from './ScrollMemory';
import { scrollKey } from './scrollKey';

const WalletRuntime = lazy(() => import('../features/wallet/WalletRuntime'));
const AccountModals = lazy(() => import('../features/wallet/AccountModals'));
// Off the first load (with the newsletter form and its validation): the footer is below the fold. Its boundary
// keeps the server's HTML until the chunk has loaded, then hydrates it (in a page rendered in the browser it
// shows once loaded, below the screen-tall main).
const Footer = lazy(() => import('../features/layout/Footer'));

export function Layout() {
  const walletNeeded = useWalletNeeded();
  const accountModal = useAccountModal();
  const home = useLocation().pathname === PATHS.home;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <TradingPausedBanner />
      {/* At least a screen tall: while a page or its data loads, the footer stays below the fold instead of
          showing and then being pushed down (a layout shift of half the screen). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateOnIdle>
        <Footer />
      </HydrateOnIdle>
      <Suspense fallback={null}>
        {walletNeeded && <WalletRuntime />}
        {accountModal && <AccountModals />}
      </Suspense>
      <Toaster />
      {/* The home page's first-visit agreement, in the shell: it opens as the header hydrates (spec 1 home). */}
      {home && <FirstVisitAgreement />}
      <ScrollMemory getKey={scrollKey} />
    </div>
  );
}
