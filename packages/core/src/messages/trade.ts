import { MIN_PRICE, PLATFORM_TOKEN, PRICE_DECIMALS } from '../constants';

/** Labels of a Follow Steps step (approve, upload, mint, list, purchase, accept): init, processing, done, tryagain. */
const STEP = { init: 'Approve', processing: 'In-progress...', done: 'Done', tryagain: 'Try Again' } as const;
/** Labels of the one-button transaction modals (cancel order, put on sale). */
const TX_BUTTON = { start: 'Start', processing: 'In-Progress', done: 'Done', try: 'Try-Again' } as const;
/** The title of every Follow Steps dialog: put on sale, bid, create. */
export const FOLLOW_STEPS = 'Follow Steps';
const FORM_ERROR = 'Form validation error. Fix mistakes and submit again';
const QUANTITY_EMPTY = '"Quantity" is not allowed to be empty';
const QUANTITY_NUMBER = '"Quantity" must be a number';
const INSUFFICIENT = 'Insufficient balance, Check your wallet balance';
const DECIMALS = `Only ${PRICE_DECIMALS} digits are allowed after the decimal point`;

/** Spec 2: put on sale, lower price, cancel order, checkout, bids, transfer, burn, report, share. */
export const TRADE_MSG = {
  formError: FORM_ERROR,
  /** Create and bid forms use the 'all mistakes' variant (spec 2 §8). */
  formErrorAll: 'Form validation error. Fix all mistakes and submit again',
  sale: {
    putOnSaleTitle: 'Put On Sale',
    lowerPriceTitle: 'Lower Price',
    price: 'Price',
    currency: 'Currency',
    quantity: 'Quantity',
    minimumBid: 'Minimum bid',
    /** Issue 30: a Dutch listing, the third kind of Put On Sale. */
    decliningPrice: 'Declining Price',
    startPrice: 'Start price',
    endPrice: 'End price',
    duration: 'Duration (hours)',
    decliningHint:
      'The price falls evenly from the start price to the end price over the duration; the listing ends then.',
    serviceFee: (percent: string) => `Service fee ${percent}%`,
    youWillReceive: 'You will receive',
    /** Listing another collection's item (issue 28 finding 4): the chain cannot see it leave and come back. */
    externalRisk: (days: number) =>
      `This item is from another collection: the listing lasts ${days} days, and if the item leaves your wallet and comes back within them, the listing is live again. Cancel the listing if you move the item.`,
    followSteps: FOLLOW_STEPS,
    steps: { approve: 'Approve', approveHint: 'Checking balance and approving', list: 'Listing the NFT' },
    button: { ...TX_BUTTON, init: 'Start', error: 'Error in Entered Price' },
    stepLabels: STEP,
    errors: {
      priceEmpty: '"Token Price" is not allowed to be empty',
      priceZero: '"Token Price" must be greater than 0',
      /** Spec: 'Bid amount using Cake Must not be below 0.01' while the rule is 0.009. */
      priceMin: `"Token Price" must not be below ${MIN_PRICE}`,
      priceNumber: '"Token Price" must be a number',
      priceNotLower: (current: string) => `"Token Price" must be less than ${current}`,
      decimals: DECIMALS,
      currencyRequired: '"Currency or Token Symbol" is required',
      quantityEmpty: QUANTITY_EMPTY,
      quantityZero: QUANTITY_EMPTY,
      quantityAbove: '"Quantity" should not be greater than you own',
      quantityNumber: QUANTITY_NUMBER,
      bidNumber: '"Bid Price" must be a number',
      bidZero: '"Bid Price" must be greater than 0',
      /** Spec: '"Bid Price must be Greater than 0.01"' while the rule is 0.009. */
      bidMin: `"Bid Price" must not be below ${MIN_PRICE}`,
      /** Spec: '"Start Clock Time " cant be a number' for a missing start; the rule is 'required'. */
      startRequired: '"Start Clock Time" is required',
      endRequired: '"End Clock Time" is required',
      endAfterStart: 'End Clock Time must be after Clock Time',
      timedAuctionSingleOnly: 'Timed auction is only available for single items',
      endPriceEmpty: '"End Price" is not allowed to be empty',
      endPriceNumber: '"End Price" must be a number',
      endPriceZero: '"End Price" must be greater than 0',
      endPriceMin: `"End Price" must not be below ${MIN_PRICE}`,
      endPriceNotLower: '"End Price" must be less than "Start Price"',
      durationRange: (maxHours: number) => `"Duration" must be a whole number of hours from 1 to ${maxHours}`,
    },
  },
  /** A Dutch listing's price on cards, the token page and the checkout (issue 30). */
  declining: {
    reaches: (price: string, at: string) => `Reaches ${price} at ${at}`,
    reached: (price: string) => `At its end price ${price}`,
    checkoutNote:
      'The price keeps falling: you pay the price when your transaction is mined, never more than shown.',
  },
  cancelOrder: {
    title: 'Cancel Order',
    confirm: 'You are about to delete the instant sale of',
    by: 'by',
    button: TX_BUTTON,
    cancel: 'Cancel',
  },
  /** The own profile's "Cancel all" actions (issue 13): one transaction bumps the signer's counter. */
  cancelAll: {
    listings: {
      open: 'Cancel all listings',
      explain:
        'Every listing and auction you signed so far is cancelled on chain; tokens stay in your wallet. Listings you make afterwards are not affected.',
      done: 'All your listings and auctions have been cancelled',
    },
    bids: {
      open: 'Cancel all bids',
      explain:
        'Every bid and collection offer you signed so far is cancelled on chain; your funds stay in your wallet. Bids you make afterwards are not affected.',
      done: 'All your bids have been cancelled',
    },
    button: TX_BUTTON,
    cancel: 'Cancel',
  },
  checkout: {
    title: 'Checkout',
    seller: 'Seller',
    buyer: 'Buyer',
    quantity: 'Quantity',
    available: (n: number) => `${n} available`,
    yourBalance: 'Your balance',
    yourTokenBalance: 'Your Token balance',
    price: 'Price',
    serviceFee: 'Service fee %',
    royaltyFee: 'Royalty fee %',
    youWillPay: 'You will pay',
    cancel: 'Cancel',
    button: {
      start: 'Proceed to payment',
      processing: 'In-Progress',
      /** Spec: 'Check Wenlambo Balance' (the original token's name). */
      error: `Check ${PLATFORM_TOKEN} Balance`,
      errors: 'Check Balance',
      errors1: 'Error in Field',
    },
    steps: {
      approve: 'Approve the transaction',
      purchase: 'Send transaction with your wallet',
      purchaseTitle: 'Purchase',
    },
    stepLabels: STEP,
    errors: {
      quantityEmpty: QUANTITY_EMPTY,
      quantityZero: '"Quantity" must be greater than 0',
      quantityNumber: QUANTITY_NUMBER,
      quantityAbove: (available: number) => `"Quantity" must be below on ${available}`,
      priceEmpty: '"Token Price" is not allowed to be empty',
      priceZero: '"Token Price" must be greater than 0',
      priceNumber: '"Token Price" must be a number',
      insufficient: INSUFFICIENT,
    },
  },
  bid: {
    title: 'Place a bid',
    youAreAboutToBid: 'You are about to place a bid for',
    yourBid: 'Your bid amount',
    currency: 'Currency',
    quantity: 'Quantity',
    yourBalance: 'Your balance',
    yourBiddingBalance: 'Your bidding balance',
    serviceFee: 'Service fee',
    youWillPay: 'You will pay',
    submit: 'Place a bid',
    followSteps: FOLLOW_STEPS,
    steps: { approve: 'Approve', approveHint: 'Allow the marketplace to use your tokens for this bid' },
    stepLabels: STEP,
    cancelTitle: 'Cancel bid',
    cancelConfirm: 'You are about to cancel your bid for 1 edition',
    cancelButton: 'Cancel bid',
    errors: {
      quantityEmpty: QUANTITY_EMPTY,
      quantityNumber: QUANTITY_NUMBER,
      quantityZero: '"Quantity" is required',
      quantityAbove: (allowed: number) => `"Quantity" must be less than or equal to ${allowed}`,
      currencyRequired: '"Currency or Token Symbol" is required',
      amountEmpty: '"Bid amount" is not allowed to be empty',
      amountNumber: '"Bid amount" must be a number',
      amountZero: '"Bid amount" is required',
      amountNotAboveHighest: (highest: string) => `"Bid amount" must be greater than ${highest}`,
      /** Spec: 'Bid amount using Cake Must not be below 0.001' while the rule is 0.009. */
      amountMin: `"Bid amount" must not be below ${MIN_PRICE}`,
      amountBelowMinimum: (min: string) => `"Bid amount" must be higher than or equal to ${min}`,
      insufficient: INSUFFICIENT,
      /** Spec: 'Must be 2 digits required after decimal point' for a zero payment; the rule is precision. */
      decimals: DECIMALS,
    },
  },
  acceptBid: {
    title: 'Accept bid',
    youAreAboutToAccept: 'You are about to accept a bid for',
    from: 'from',
    bidAmount: 'Bid amount',
    quantity: 'Quantity',
    serviceFee: 'Service fee %',
    royaltyFee: 'Royalty fee %',
    youWillGet: 'You will get',
    button: {
      start: 'Accept Bid',
      process: 'In-Progress',
      done: 'Done',
      try: 'Try Again',
      /** Spec: 'Something went wrong' for a bidder whose balance is too low. */
      error: "Bidder doesn't have enough balance",
      error1: "Bidder doesn't have enough allowance",
    },
    steps: { approve: 'Approve', accept: 'Accept the Bid' },
    stepLabels: STEP,
    errors: {
      quantityEmpty: QUANTITY_EMPTY,
      quantityNumber: QUANTITY_NUMBER,
      quantityZero: '"Quantity" must be greater than 0',
      quantityAbove: '"Quantity" not allowed to be greater than user bid quantity',
    },
  },
  transfer: {
    title: 'Transfer Token',
    recipient: 'Receiver address',
    quantity: 'No of items',
    button: { ...TX_BUTTON, init: 'Start', error: 'Error in Entered Details' },
    errors: {
      recipientRequired: '"Token Owner" is not allowed to be empty',
      recipientInvalid: '"Token Owner" must be a valid address',
      recipientSelf: '"Token Owner" must not be your own address',
      quantityEmpty: '"No of items" is not allowed to be empty',
      quantityZero: '"No of items" is not allowed to be zero',
      quantityAbove: '"No of items" is not greater than balance',
      quantityNumber: QUANTITY_NUMBER,
    },
  },
  burn: {
    title: 'Burn token',
    confirm: 'Are you sure to burn this token? This action cannot be undone.',
    quantity: 'Quantity',
    button: {
      init: 'Continue',
      processing: 'In-progress...',
      done: 'Done',
      try: 'Try Again',
      errors: 'Check Balance',
      zero: "Qty can't be Zero",
      empty: "Qty can't be Empty",
    },
    cancel: 'Cancel',
  },
  report: {
    title: 'Report This Profile?',
    message: 'Message',
    placeholder: 'Tell us why you are reporting this item',
    submit: 'Report',
    errors: { messageRequired: "Message Can't be empty" },
  },
  share: {
    title: 'Share link to this page',
    twitter: 'Twitter',
    telegram: 'Telegram',
    facebook: 'Facebook',
    whatsapp: 'Whatsapp',
  },
  /** Toasts of spec 2 §4 and §8 (typos fixed). */
  toast: {
    orderNotPlaced: 'Order not placed',
    /** Spec: 'Enter vaid balance'. */
    invalidBalance: 'Enter valid balance',
    approveFailed: 'Approve failed',
    approved: 'Approve Successfully',
    uploadFailed: 'Try Again',
    /** Spec: 'Mint not Successfully'. */
    mintFailed: 'Mint not successful',
    acceptCancelled: 'accept bid cancelled',
    /** Spec: "…allowance,Pleae try  another bidder". */
    bidderAllowance: "This Bidder Doesn't have enough allowance, Please try another bidder",
    bidderBalance: "This Bidder Doesn't have enough balance, Please try another bidder",
    reported: 'reported successfully',
    reportFailed: 'Please try again some other time',
    purchased: 'Collectible purchase successfully',
    tokenAdded: 'Your Token Added Successfully',
    /** Spec: 'Transfred successfully'. */
    transferred: 'Transferred successfully',
    cancelled: 'Collectible cancelled successfully',
    priceChanged: 'Collectible price changed successfully',
    burned: 'Burned successfully',
    bidPlaced: 'Your bid has been placed',
    bidCancelled: 'Your bid has been cancelled',
    bidAccepted: 'Bid accepted successfully',
    /** Spec 2 §7 'Error : Oops something went to wrong'. */
    balanceUpdateFailed: 'Error: Oops, something went wrong',
  },
} as const;
