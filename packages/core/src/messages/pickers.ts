/**
 * The texts of the auction date choice (spec 2: Starting Date, Expiration Date, the Choose-date calendars)
 * and of the create form's collection picker. Kept out of MSG on purpose: MSG loads with the first page,
 * while these show only in the lazily loaded create and Put On Sale screens, so they travel with them.
 */
export const PICKER_MSG = {
  dates: {
    startingDate: 'Starting Date',
    expirationDate: 'Expiration Date',
    rightAfterListing: 'Right after listing',
    pickDate: 'Pick specific date',
    days: (n: number) => (n === 1 ? '1 Day' : `${n} Days`),
    startTitle: 'Choose starting date',
    expiryTitle: 'Choose expiration date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    hour: 'Hour',
    cancel: 'Cancel',
    done: 'Done',
    change: 'Change date',
  },
  collection: {
    legend: 'Collection',
    hint: 'Show the item in one of your collections, or in the marketplace default.',
    byDefault: (type: 721 | 1155) => (type === 721 ? 'Agora Single (default)' : 'Agora Multiple (default)'),
  },
} as const;
