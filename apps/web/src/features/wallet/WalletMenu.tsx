import type { Address } from '@agora/core';
import { MSG, shorten } from '@agora/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppConfig } from '../../app/appConfig';
import { MenuPanel } from '../../components/MenuPanel';
import { copyText } from '../../hooks/copyText';
import { BalanceBox } from './BalanceBox';
import { useSession } from './useWallet';

const WalletBalance = lazy(() => import('./WalletBalance'));

/** Loaded only for a signed-in user (lazy chunk of the header). */
export default function WalletMenu({ address }: { address: Address }) {
  const cfg = useAppConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onLogout = async () => {
    // Logging out disconnects the wallet too: the wallet stack loads here if nothing has loaded it yet.
    const [{ logout }, { getWagmiConfig }] = await Promise.all([
      import('./walletActions'),
      import('./wagmiConfig'),
    ]);
    await logout(getWagmiConfig(cfg), queryClient);
    navigate('/');
  };
  // An email-only account's address is internal (docs/core.md): it is named by its email.
  const { data: session } = useSession();
  const name = session?.wallet === false && session.email ? session.email : shorten(address, 8);
  const itemClass =
    'block cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="btn-ghost px-3" aria-label={`${MSG.wallet.account} ${address}`}>
        <span aria-hidden className="size-5 rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-400" />
        {/* A long email is cut short here (the header keeps one row); the menu shows it whole. */}
        <span className="hidden max-w-28 truncate sm:inline xl:max-w-20 2xl:max-w-48">{name}</span>
      </DropdownMenu.Trigger>
      <MenuPanel look="account" align="end" className="w-64">
        <div className="flex items-center justify-between px-3 py-2">
          <span className="min-w-0 font-mono text-sm break-all">{name}</span>
          <button
            type="button"
            onClick={() => copyText(address)}
            className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            {MSG.wallet.copyAddress}
          </button>
        </div>
        <Suspense fallback={<BalanceBox amount={null} usd={null} />}>
          <WalletBalance address={address} />
        </Suspense>
        <DropdownMenu.Item asChild>
          <Link to="/edit-profile" className={itemClass}>
            {MSG.wallet.myProfile}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/my-items" className={itemClass}>
            {MSG.wallet.myItems}
          </Link>
        </DropdownMenu.Item>
        {/* The way into the admin area (issue 31): for an admin session only; the server guards it anyway. */}
        {session?.admin && (
          <DropdownMenu.Item asChild>
            <Link to="/admin" className={itemClass}>
              {MSG.wallet.admin}
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item onSelect={() => void onLogout()} className={`${itemClass} text-rose-700`}>
          {MSG.wallet.logout}
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
