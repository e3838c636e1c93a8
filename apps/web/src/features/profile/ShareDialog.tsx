import { MSG } from '@agora/core';
import * as Popover from '@radix-ui/react-popover';

/**
 * Share the current page on Twitter, Telegram, Facebook or Whatsapp. The page's address is read when the menu
 * opens, in the browser: the profile is also rendered on the server, which has no `window`.
 */
export function ShareDialog({ text }: { text: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger className="btn-ghost">{MSG.profile.share.button}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="px-2 py-1 text-sm font-semibold">{MSG.profile.share.title}</p>
          <ShareTargets text={text} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Rendered only while the menu is open (Radix mounts the content then), so only in the browser. */
function ShareTargets({ text }: { text: string }) {
  const u = encodeURIComponent(window.location.href);
  const t = encodeURIComponent(text);
  const targets: [string, string][] = [
    [MSG.profile.socials.twitter, `https://twitter.com/intent/tweet?text=${t}&url=${u}`],
    [MSG.profile.share.telegram, `https://t.me/share/url?url=${u}&text=${t}`],
    [MSG.profile.socials.facebook, `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    [MSG.profile.socials.whatsapp, `https://api.whatsapp.com/send?text=${t}%20${u}`],
  ];
  return (
    <ul>
      {targets.map(([label, href]) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg px-2 py-2 text-sm hover:bg-slate-100"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
