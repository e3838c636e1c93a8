import type { MenuAction, TokenBid, TokenDetail, TokenOwner } from '@agora/core';
import type { TradeDeps } from '../../lib/chain/tx';
import { AcceptBidModal } from './AcceptBidModal';
import { BidModal } from './BidModal';
import { CheckoutModal } from './CheckoutModal';
import { SaleModal } from './SaleModal';
import { CancelBidModal, ReportModal } from './SocialModals';
import { BurnModal, CancelOrderModal, TransferModal } from './TxModals';

/** Which trade modal is open: a menu entry, the bid button, Buy Now on a holder's row, or a bid's action. */
export type TradeModalKind =
  | { kind: MenuAction | 'bid' }
  | { kind: 'buy'; seller: TokenOwner }
  | { kind: 'accept' | 'cancelBid'; bid: TokenBid };

/** The trade modal for `modal`, shared by the token page and the item cards' menu (inside WithWagmi). */
export function TradeModal({
  modal,
  detail,
  deps,
  onClose,
}: {
  modal: TradeModalKind;
  detail: TokenDetail;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const p = { detail, deps, onClose };
  switch (modal.kind) {
    case 'sell':
    case 'lower':
      return <SaleModal {...p} mode={modal.kind === 'sell' ? 'sell' : 'lower'} />;
    case 'cancelOrder':
      return <CancelOrderModal {...p} />;
    case 'burn':
      return <BurnModal {...p} />;
    case 'transfer':
      return <TransferModal {...p} />;
    case 'report':
      return <ReportModal detail={detail} onClose={onClose} />;
    case 'bid':
      return <BidModal {...p} />;
    case 'buy':
      return <CheckoutModal {...p} seller={modal.seller} />;
    case 'accept':
      return <AcceptBidModal {...p} bid={modal.bid} />;
    case 'cancelBid':
      return <CancelBidModal bid={modal.bid} deps={deps} onClose={onClose} />;
    default:
      return null;
  }
}
