import type { Notification } from '@agora/core';
import { formatDateMDY, links, MSG, PAGE_SIZE, shorten } from '@agora/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationsApi } from '../../api/endpoints';
import { Avatar } from '../../components/Avatar';
import { MenuPanel } from '../../components/MenuPanel';
import { useLive } from '../live/useLive';

function target(n: Notification): string {
  if (n.token) return links.info(n.token.owner, n.token.contract, n.token.tokenId);
  if (n.from) return links.user(n.from);
  return '/';
}

/** Bell with up to 12 notifications; a green dot when any is new; opening one marks it read and follows it. */
export default function NotificationsMenu() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { data = [] } = useQuery({
    queryKey: ['notifications'],
    queryFn: () => notificationsApi.list(PAGE_SIZE.notifications),
    refetchInterval: 30_000,
  });
  const markRead = useMutation({
    mutationFn: notificationsApi.markRead,
    onSettled: () => qc.invalidateQueries({ queryKey: ['notifications'] }),
  });
  // The dot lights up as a notification is written (the 30-second poll stays as a fallback).
  useLive(['notifications']);
  const hasNew = data.some((n) => n.isNew);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={hasNew ? MSG.nav.notificationsNew : MSG.nav.notifications}
        className="relative rounded-full p-2 hover:bg-slate-100"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {hasNew && (
          <span
            data-testid="new-dot"
            className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white"
          />
        )}
      </DropdownMenu.Trigger>
      <MenuPanel look="account" align="end" className="max-h-[420px] w-80 overflow-y-auto">
        <DropdownMenu.Label className="px-2 py-1 text-sm font-bold">
          {MSG.nav.notifications}
        </DropdownMenu.Label>
        {data.length === 0 && <p className="px-2 py-4 text-sm text-slate-500">{MSG.noNotifications}</p>}
        {data.slice(0, PAGE_SIZE.notifications).map((n) => (
          <DropdownMenu.Item
            key={n.id}
            onSelect={() => {
              if (n.isNew) markRead.mutate(n.id);
              navigate(target(n));
            }}
            className="flex cursor-pointer gap-3 rounded-lg p-2 outline-none data-[highlighted]:bg-slate-100"
          >
            <Avatar src={n.from?.image} />
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-semibold">{n.from?.name ?? shorten(n.from?.address ?? '', 6)}</span>{' '}
              {n.text} {n.token && <span className="font-semibold">{n.token.name}</span>}
              <span className="block text-xs text-slate-500">{formatDateMDY(n.createdAt)}</span>
            </span>
            {n.isNew && <span aria-hidden className="mt-1 size-2 rounded-full bg-emerald-500" />}
          </DropdownMenu.Item>
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
