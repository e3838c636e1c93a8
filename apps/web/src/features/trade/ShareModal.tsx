import { MSG, shareLink, shareText, shareUrls } from '@agora/core';
import { useAppConfig } from '../../app/appConfig';
import { StaticDialog } from '../../components/StaticDialog';

/** What a share names: the item and the holder whose page the link opens. */
export interface SharedItem {
  name: string;
  contract: string;
  tokenId: string;
  owner: string;
}

/**
 * Share link to this page: Twitter, Telegram, Facebook, Whatsapp, with the configured hashtags. The token
 * page and the item cards' menu open this one dialog (issue 31), so a card shares as its page does.
 */
export function ShareModal({ item, onClose }: { item: SharedItem; onClose: () => void }) {
  const cfg = useAppConfig();
  const url = shareLink(window.location.origin, item.owner, item.contract, item.tokenId);
  const urls = shareUrls(url, shareText(item.name, cfg.shareTags ?? []));
  return (
    <StaticDialog open title={MSG.share.title} onClose={onClose}>
      <ul className="grid grid-cols-2 gap-2">
        {(['twitter', 'telegram', 'facebook', 'whatsapp'] as const).map((k) => (
          <li key={k}>
            <a className="btn-ghost w-full" href={urls[k]} target="_blank" rel="noopener noreferrer">
              {MSG.share[k]}
            </a>
          </li>
        ))}
      </ul>
    </StaticDialog>
  );
}
