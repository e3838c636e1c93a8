import { CART_MSG } from './first-load';

/** Marketplace v2 (issue 13): the cart and its sweep purchase, collection offers. */

export const MARKET_MSG = {
  cart: CART_MSG,
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
