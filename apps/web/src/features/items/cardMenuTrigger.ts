import { CARD_MSG, type TokenCard } from '@agora/core';

/** The card menu's "…" button: its look and name, shared by CardMenu's placeholder and the menu's trigger. */
export const cardMenuTrigger = (token: TokenCard) => ({
  className: 'rounded-full px-2 py-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  'aria-label': CARD_MSG.cardMenu(token.name),
  'aria-haspopup': 'menu' as const,
  'data-testid': 'card-menu',
});
