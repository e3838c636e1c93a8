import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { Loading } from '../features/layout/States';
import { Toaster } from '../features/toast/Toaster';
import { ConnectWalletModal } from '../features/wallet/ConnectWalletModal';
import { WalletWatcher } from '../features/wallet/WalletWatcher';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConnectWalletModal />
      <WalletWatcher />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
