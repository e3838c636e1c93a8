import { type CardAction, MSG, type TokenCard, type TokenDetail } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { tokenQuery } from '../../api/lifecycle';
import { toast } from '../toast/toastStore';
import { TradeModal, type TradeModalKind } from '../trade/TradeModal';
import { useTradeDeps } from '../trade/useTradeDeps';
import { NetworkGate } from '../wallet/NetworkGate';
import { WithWagmi } from '../wallet/WithWagmi';

type Props = { token: TokenCard; action: Exclude<CardAction, 'share'>; onClose: () => void };

/**
 * The modal a card's menu entry opens (lazy: CardMenu). Cards carry no signed order, bid or royalty, so the
 * token's detail is read first (the token page's own query and record) and the token page's modal shown on
 * it, inside the wallet runtime as the token page has it. As there, a chain action waits for the wallet checks
 * (the configured network); a report is a server call and needs none.
 */
export default function CardTrade(props: Props) {
  return (
    <WithWagmi reconnect>
      {props.action === 'report' ? (
        <CardTradeModal {...props} />
      ) : (
        <NetworkGate onRefused={props.onClose}>
          <CardTradeModal {...props} />
        </NetworkGate>
      )}
    </WithWagmi>
  );
}

/** The token page's modal for a card's action; null when the detail no longer offers it (sold, bid gone). */
export function modalFor(
  action: Props['action'],
  detail: TokenDetail,
  holder: string,
): TradeModalKind | null {
  if (action === 'buy') {
    const seller = detail.owners.find((o) => o.user.address === holder.toLowerCase() && o.sale?.price);
    return seller ? { kind: 'buy', seller } : null;
  }
  if (action === 'cancelBid') return detail.myBid ? { kind: 'cancelBid', bid: detail.myBid } : null;
  return { kind: action };
}

function CardTradeModal({ token, action, onClose }: Props) {
  const deps = useTradeDeps();
  const query = useQuery(tokenQuery(token.contract, token.tokenId));
  // Chosen once, from the detail as first read: the trade's own refresh (a sale, a cancelled bid) must not
  // take the modal away mid-steps — the token page holds its modal the same way.
  const [modal, setModal] = useState<TradeModalKind | null>(null);
  const first = !modal && query.data ? modalFor(action, query.data, token.owner.address) : null;
  if (first) setModal(first);
  // The card was older than the item: say so, as the token page's re-check does, and close.
  const stale = !modal && !first && (query.isError || !!query.data);
  useEffect(() => {
    if (!stale) return;
    toast.warning(MSG.preflight.staleData);
    onClose();
  }, [stale, onClose]);
  if (!deps || !query.data || !modal) return null;
  return <TradeModal modal={modal} detail={query.data} deps={deps} onClose={onClose} />;
}
