import { ACCOUNT_MENU_MSG, CARD_MSG, PROFILE_PAGE_MSG } from './first-load';

/** Spec 1: item cards, profiles, activity, collections and the account modals, with their form messages. */

/** Image rules shared by the profile avatar, cover and collection images (spec 1 §5). */
const IMAGE_ERRORS = {
  imageRequired: 'Image is Required',
  fileTooLarge: 'File size must be below 5mb',
  fileInvalid: 'file is invalid. only allowed JPG,PNG,WEBP,gif',
} as const;

export const PROFILE_MSG = {
  items: CARD_MSG,
  profile: PROFILE_PAGE_MSG,
  activity: {
    filter: 'Filter',
    filters: {
      all: 'All',
      mine: 'My Activity',
      mint: 'Mint',
      bid: 'Bid',
      accept: 'Bid Accept',
      purchase: 'Purchase',
      putonsale: 'Put on sale',
      cancelprice: 'Cancel price',
      like: 'Token Like',
      follow: 'Follow',
    },
  },
  collections: {
    /** ERC-7572 metadata of Agora's two collection contracts, as wallets and other marketplaces show them. */
    contract: {
      erc721: {
        name: 'Agora',
        description: 'Single-edition items created on Agora, the open NFT marketplace.',
      },
      erc1155: {
        name: 'Agora Editions',
        description: 'Multiple-edition items created on Agora, the open NFT marketplace.',
      },
    },
    nftCount: "No. of NFT'S",
    edit: 'Edit Collection',
    viewProfile: 'View Profile',
    top: 'Top collections',
    period: 'Period',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    name: 'Collection',
    avgPrice: 'Average price',
    view: 'View',
  },
  following: { title: 'Following', connect: 'Connect your wallet to see items from people you follow' },
  editProfile: {
    /** Save button of spec 1 §4, by state 0, 1, 2. */
    update: 'Update Profile',
    formError: 'Form Error',
    tryAgain: 'Try Again',
    avatar: 'Profile image',
    name: 'Display name',
    customUrl: 'Custom url',
    email: 'Email',
    bio: 'Bio',
    socials: 'Social links',
    show: 'Show',
    errors: {
      ...IMAGE_ERRORS,
      nameRequired: 'Name is Required',
      /** Spec: 'Cannot allowed smiley'; grammar fixed. */
      noEmoji: 'Smileys are not allowed',
      customUrlRequired: 'customurl is Required',
      invalidCustomUrl: 'invalid custom url',
      customUrlTaken: 'This custom url is already taken',
      emailRequired: 'email is Required',
      emailFormat: 'email Format is Required',
      youtube: 'Youtube link is Required',
      whatsapp: 'whatsapp link is Required',
      facebook: 'Facebook link is Required',
      twitter: 'Twitter link is Required',
      /** Spec 1 lists the photo link but words no message; same shape as the four it does. */
      photo: 'Photo link is Required',
      /** Issue 12: a social link is stored only when it is an http(s) link. */
      linkInvalid: 'Enter a valid http(s) link',
    },
  },
  collectionForm: {
    addTitle: 'Add collection',
    editTitle: 'Edit collection',
    name: 'Collection name',
    customUrl: 'Custom url',
    category: 'Category',
    chooseCategory: 'Choose a category',
    type: 'Collection type',
    single: 'Single (ERC-721)',
    multiple: 'Multiple (ERC-1155)',
    logo: 'Profile image',
    cover: 'Cover image',
    create: 'Create collection',
    update: 'Update collection',
    errors: {
      ...IMAGE_ERRORS,
      nameRequired: 'Collection Name is Required',
      nameTaken: 'You already have a collection with this name',
      customUrlRequired: 'Custom url is Required',
      invalidCustomUrl: 'invalid custom url',
      customUrlTaken: 'This custom url is already taken',
      categoryRequired: 'Category is Required',
    },
  },
  account: ACCOUNT_MENU_MSG,
} as const;
