import { tokenRoot } from '@agora/chain/browser';
import type { Address } from '@agora/core';
import { MSG, parseUnits } from '@agora/core';
import { signBid } from '../../lib/chain/orders';
import { type TradeDeps, tokenCurrencies } from '../../lib/chain/tx';
import { type BidFields, BidFlow } from '../trade/BidFlow';
import { offerTotal, validateOffer } from './offerForm';
import { offersApi } from './offersApi';

/**
 * Make collection offer: a price per token, the number of tokens and an ERC-20; then Follow Steps as for a
 * bid — Approve (allowance for every token) → the EIP-712 Bid signed with anyToken and the root of the
 * collection's token ids now (the contract is shared by every Agora collection of its type, so the offer names
 * its tokens), recorded by the server, which checks the root.
 */
export function CollectionOfferModal({
  collection,
  collectionId,
  deps,
  onClose,
}: {
  /** Agora's shared contract of the collection's type. */
  collection: Address;
  /** The collection page the offer is made on. */
  collectionId: number;
  deps: TradeDeps;
  onClose: () => void;
}) {
  const sign = async (fields: BidFields, currency: Address) => {
    const { tokenIds } = await offersApi.tokenIds(collection, collectionId);
    const signed = await signBid(deps, {
      collection,
      anyToken: true,
      tokenRoot: tokenRoot(tokenIds.map(BigInt)),
      tokenId: '0',
      quantity: Number(fields.quantity),
      currency,
      unitPrice: parseUnits(fields.amount),
      endsAt: null,
      now: Date.now(),
    });
    await offersApi.place({ owner: null, collectionId, ...signed });
  };

  return (
    <BidFlow
      deps={deps}
      text={{
        title: MSG.offers.makeTitle,
        description: MSG.offers.intro,
        amount: MSG.offers.price,
        currency: MSG.offers.currency,
        quantity: MSG.offers.quantity,
        youWillPay: MSG.offers.youWillPay,
        submit: MSG.offers.submit,
        approveStep: MSG.offers.steps.approve,
        signStep: MSG.offers.steps.sign,
        placed: MSG.offers.placed,
      }}
      initial={{ amount: '', quantity: '1', currency: tokenCurrencies(deps.appCfg)[0]?.symbol ?? '' }}
      askQuantity
      assess={(fields, balance, buyerFee) => ({
        errors: validateOffer(fields, buyerFee, balance),
        total: offerTotal(fields, buyerFee),
      })}
      sign={sign}
      onClose={onClose}
    />
  );
}
