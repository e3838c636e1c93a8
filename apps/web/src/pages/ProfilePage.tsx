import { MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HydrateOnIdle } from '../components/HydrateOnIdle';
import { Empty, Loading } from '../components/States';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { ProfileTabs } from '../features/profile/ProfileTabs';
import { initialProfileTab, profileLookup, profileQuery } from '../features/profile/profileQueries';
import { ConnectPrompt } from '../features/wallet/ConnectPrompt';
import { useCurrentAddress } from '../features/wallet/useWallet';

/** /my-items/:activity?, /user/:paramAddress and /:paramUsername: one profile screen. */
export default function ProfilePage() {
  const params = useParams();
  const me = useCurrentAddress();
  const lookup = profileLookup(params, me);
  const { data: user, isPending, error } = useQuery(profileQuery(lookup));
  if (!lookup) return <ConnectPrompt />;
  if (isPending) return <Loading />;
  if (error || !user) return <Empty title={MSG.userNotFound} />;
  const isOwner = !!me && me === user.address.toLowerCase();
  return (
    <>
      {/* Hydrated on its own, after the page's shell (HydrateOnIdle). */}
      <HydrateOnIdle>
        <ProfileHeader user={user} isOwner={isOwner} />
      </HydrateOnIdle>
      <ProfileTabs key={user.address} user={user} initial={initialProfileTab(params)} />
    </>
  );
}
