import { ACCOUNT_MENU_MSG, links, PATHS, SHELL_MSG } from '@agora/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CartButton } from '../cart/CartButton';
import { SearchBox } from '../search/SearchBox';
import { openAccountModal } from '../wallet/accountModalStore';
import { connectModal } from '../wallet/connectModalStore';
import { useCurrentAddress, useWalletAddress } from '../wallet/useWallet';

// Menus of a signed-in user: their own chunks, never loaded for a visitor.
const NotificationsMenu = lazy(() => import('../notifications/NotificationsMenu'));
const WalletMenu = lazy(() => import('../wallet/WalletMenu'));
const MobileDrawer = lazy(() => import('./MobileDrawer'));

const NAV = [
  { to: links.explore(), label: SHELL_MSG.nav.explore },
  { to: '/about', label: SHELL_MSG.nav.about },
  { to: PATHS.topCollections, label: SHELL_MSG.nav.topCollections },
  { to: '/activity', label: SHELL_MSG.nav.activity },
  { to: '/how-it-works', label: SHELL_MSG.nav.faq },
];
/** Items of the people one follows: only for a signed-in user, whom the page is about. */
const FOLLOWING = { to: PATHS.following, label: SHELL_MSG.nav.following };

/** True once the page has scrolled more than `threshold` px (the header then takes its fixed style). */
export function useScrolledPast(threshold = 50): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useCurrentAddress() !== null;
  return (
    <>
      {(signedIn ? [...NAV, FOLLOWING] : NAV).map((n) => (
        <NavLink
          key={n.to}
          to={n.to}
          onClick={onNavigate}
          className={({ isActive }) =>
            `rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap 2xl:px-3 ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`
          }
        >
          {n.label}
        </NavLink>
      ))}
      <Link to="/create" onClick={onNavigate} className="btn-primary">
        {SHELL_MSG.nav.create}
      </Link>
    </>
  );
}

/**
 * Login and Create Account in the menu drawer for a visitor: below 640 px the header has no room for Login,
 * and the email accounts must be reachable on a phone too (issue 31). The drawer closes before the modal opens.
 */
function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  if (useCurrentAddress() !== null) return null;
  const open = (which: 'login' | 'register') => {
    onNavigate();
    openAccountModal(which);
  };
  return (
    <div className="mt-2 flex w-full flex-col gap-2 border-t border-slate-200 pt-3">
      <button type="button" className="btn-ghost" onClick={() => open('login')}>
        {SHELL_MSG.nav.login}
      </button>
      <button type="button" className="btn-primary" onClick={() => open('register')}>
        {ACCOUNT_MENU_MSG.register}
      </button>
    </div>
  );
}

function AccountArea() {
  const address = useCurrentAddress();
  const wallet = useWalletAddress();
  if (!address) {
    return (
      <>
        <button
          type="button"
          className="hidden rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 sm:inline-flex"
          onClick={() => openAccountModal('login')}
        >
          {SHELL_MSG.nav.login}
        </button>
        <button type="button" className="btn-ghost px-3" onClick={connectModal.open}>
          {SHELL_MSG.wallet.connect}
        </button>
      </>
    );
  }
  return (
    <Suspense fallback={<span className="size-9" />}>
      {/* An email-only account links a wallet by connecting one (docs/core.md). */}
      {!wallet && (
        <button type="button" className="btn-ghost px-3" onClick={connectModal.open}>
          {SHELL_MSG.wallet.connect}
        </button>
      )}
      <NotificationsMenu />
      <WalletMenu address={address} />
    </Suspense>
  );
}

export function Header() {
  const scrolled = useScrolledPast(50);
  // null until the menu button is first used: the drawer's chunk loads then.
  const [drawer, setDrawer] = useState<boolean | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition ${scrolled ? 'border-slate-200 bg-white/95 shadow-sm backdrop-blur' : 'border-transparent bg-slate-50'}`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* One row from md up, wider than the page at 1366 px: an email account's header fits there (issue 31). */}
      <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 md:flex-nowrap">
        <Link
          to="/"
          aria-label={SHELL_MSG.nav.home}
          className="shrink-0 text-xl font-black tracking-tight text-brand-700"
        >
          Agora
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:min-w-40 md:flex-1 xl:min-w-48">
          <SearchBox />
        </div>
        {/* Part of the page's shell: hydrated first, before the page's own parts (main.tsx). */}
        <nav aria-label="Main" className="ml-auto hidden shrink-0 items-center gap-1 xl:flex">
          <NavItems />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <CartButton />
          <AccountArea />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="rounded-lg p-2 xl:hidden"
          aria-label={SHELL_MSG.nav.menu}
          aria-haspopup="dialog"
          aria-expanded={drawer === true}
          onClick={() => setDrawer(true)}
        >
          <span aria-hidden className="block text-xl">
            ☰
          </span>
        </button>
        {drawer !== null && (
          <Suspense fallback={null}>
            <MobileDrawer open={drawer} onOpenChange={setDrawer} returnFocus={menuButton}>
              <NavItems onNavigate={() => setDrawer(false)} />
              <DrawerAccount onNavigate={() => setDrawer(false)} />
            </MobileDrawer>
          </Suspense>
        )}
      </div>
    </header>
  );
}
