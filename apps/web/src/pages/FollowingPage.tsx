import { MSG } from '@agora/core';
import { followsApi } from '../api/endpoints';
import { PageTitle } from '../components/PageTitle';
import { PagedItems } from '../features/items/PagedItems';
import { usePaged } from '../features/items/usePagedTokens';
import { ConnectPrompt } from '../features/wallet/ConnectPrompt';
import { useCurrentAddress } from '../features/wallet/useWallet';

/** Items of the users the connected wallet follows. */
export default function FollowingPage() {
  const address = useCurrentAddress();
  const list = usePaged(['following-feed', address], (page) => followsApi.feed(page), !!address);
  return (
    <section>
      <PageTitle title={MSG.following.title}>{MSG.following.title}</PageTitle>
      {!address ? <ConnectPrompt title={MSG.following.connect} /> : <PagedItems list={list} />}
    </section>
  );
}
