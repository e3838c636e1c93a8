import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(advancedFormat);
dayjs.extend(utc);

/** The three date formats of the specs, in the viewer's local time. */
export const DATE_FORMAT = {
  bid: 'MMMM Do YYYY, h:mm a',
  activity: 'DD/MM/YYYY, h:mm a',
  profileActivity: 'MM/DD/YYYY, h:mm a',
} as const;

type DateInput = string | number | Date;

/**
 * The zone a date is shown in: the viewer's own, or UTC where every machine must agree (a server-rendered
 * page, until the browser has taken it over).
 */
export type DateZone = 'local' | 'utc';
export type DateFormatter = (d: DateInput, zone?: DateZone) => string;

const inZone = (d: DateInput, zone: DateZone) => (zone === 'utc' ? dayjs.utc(d) : dayjs(d));

export const formatBidDate: DateFormatter = (d, zone = 'local') => inZone(d, zone).format(DATE_FORMAT.bid);
/** Activity page. */
export const formatDateDMY: DateFormatter = (d, zone = 'local') =>
  inZone(d, zone).format(DATE_FORMAT.activity);
/** Profile activity and notifications. */
export const formatDateMDY: DateFormatter = (d, zone = 'local') =>
  inZone(d, zone).format(DATE_FORMAT.profileActivity);
