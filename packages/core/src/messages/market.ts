/** Marketplace v2 (issue 13): the cart and its sweep purchase, collection offers. */

/** Why a sweep skipped a purchase: the contract's SkipReason, in its order. */
const SKIP_REASONS = [
  'Sold out or cancelled',
  'Expired, or no longer for sale in this currency',
  'No longer valid: sold or moved since it was listed, or cancelled by the seller',
  'The seller no longer holds it or no longer allows the sale',
] as const;

export const MARKET_MSG = {
  cart: {
    title: 'Cart',
    open: (n: number) => (n === 0 ? 'Cart' : `Cart (${n})`),
    add: 'Add to cart',
    inCart: 'In cart',
    remove: 'Remove',
    clear: 'Clear cart',
    empty: 'Your cart is empty',
    quantity: 'Quantity',
    seller: 'Seller',
    items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    subtotal: 'Price',
    serviceFee: 'Service fee',
    royalty: 'Royalty (paid from the price)',
    total: 'You will pay',
    buy: 'Buy all',
    added: 'Added to your cart',
    already: 'Already in your cart',
    otherCurrency: (held: string, added: string) =>
      `Your cart holds items priced in ${held}: buy or clear them before adding one priced in ${added}`,
    full: (max: number) => `A cart holds at most ${max} listings`,
    steps: {
      approve: 'Approve the transaction',
      purchase: 'Send one transaction for every item',
      purchaseTitle: 'Purchase',
    },
    result: {
      title: 'Purchase result',
      bought: 'Bought',
      skipped: 'Skipped',
      refunded: 'Skipped items were not charged: their money stayed in your wallet',
    },
    skipReasons: SKIP_REASONS,
  },
  offers: {
    title: 'Collection offers',
    make: 'Make collection offer',
    makeTitle: 'Make a collection offer',
    intro: 'Offer a price for any token of this collection. Every holder may accept it.',
    price: 'Price per token',
    quantity: 'Number of tokens',
    currency: 'Currency',
    youWillPay: 'You will pay at most',
    submit: 'Make offer',
    placed: 'Your collection offer has been placed',
    none: 'No collection offers yet',
    by: 'by',
    tokens: (pending: number, quantity: number) => `${pending} of ${quantity} tokens`,
    accept: 'Accept',
    cancel: 'Cancel offer',
    cancelled: 'Your collection offer has been cancelled',
    steps: { approve: 'Approve', sign: 'Sign the offer' },
  },
} as const;
