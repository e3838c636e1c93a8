import { followsApi } from '../api/endpoints';
import { MSG } from '../app/messages';
import { LoadMore } from '../components/LoadMore';
import { PageTitle } from '../components/PageTitle';
import { ItemGrid } from '../features/items/ItemGrid';
import { usePaged } from '../features/items/usePagedTokens';
import { Empty, Loading } from '../features/layout/States';
import { connectModal } from '../features/wallet/connectModalStore';
import { useCurrentAddress } from '../features/wallet/useWallet';

/** Items of the users the connected wallet follows. */
export default function FollowingPage() {
  const address = useCurrentAddress();
  const list = usePaged(['following-feed', address], (page) => followsApi.feed(page), !!address);
  return (
    <section>
      <PageTitle title={MSG.following.title}>{MSG.following.title}</PageTitle>
      {!address ? (
        <Empty title={MSG.following.connect}>
          <button type="button" className="btn-primary" onClick={connectModal.open}>
            {MSG.wallet.connect}
          </button>
        </Empty>
      ) : list.isPending ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <Empty title={MSG.noDataFound} />
      ) : (
        <>
          <ItemGrid tokens={list.items} />
          {list.hasNextPage && (
            <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />
          )}
        </>
      )}
    </section>
  );
}
