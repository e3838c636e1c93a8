/** Live updates (GET /api/v1/events): the refusals a client of the event stream can meet. */
export const LIVE_MSG = {
  badChannel: 'Unknown live channel',
  tooManyChannels: 'Too many live channels for one connection',
  tooManyConnections: 'Too many live connections from this address',
  /** Every live stream of the server is taken (issue 32.9); the page keeps working and tries again. */
  serverBusy: 'Live updates are busy right now. They will resume shortly.',
  notificationsNeedSignIn: 'Sign in to receive your notifications live',
} as const;
