import { MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usersApi } from '../api/endpoints';
import { Empty, Loading } from '../components/States';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { type ProfileTabKey, ProfileTabs } from '../features/profile/ProfileTabs';
import { ConnectPrompt } from '../features/wallet/ConnectPrompt';
import { useCurrentAddress } from '../features/wallet/useWallet';

/** /my-items/:activity?, /user/:paramAddress and /:paramUsername: one profile screen. */
export default function ProfilePage() {
  const { paramAddress, paramUsername, activity } = useParams();
  const me = useCurrentAddress();
  const lookup = paramAddress
    ? { kind: 'address', value: paramAddress }
    : paramUsername
      ? { kind: 'url', value: paramUsername }
      : me
        ? { kind: 'address', value: me }
        : null;
  const {
    data: user,
    isPending,
    error,
  } = useQuery({
    queryKey: ['public', 'profile', lookup?.kind, lookup?.value?.toLowerCase()],
    queryFn: () =>
      lookup?.kind === 'url' ? usersApi.byCustomUrl(lookup.value) : usersApi.byAddress(lookup?.value ?? ''),
    enabled: !!lookup,
    retry: false,
  });
  if (!lookup) return <ConnectPrompt />;
  if (isPending) return <Loading />;
  if (error || !user) return <Empty title={MSG.userNotFound} />;
  const isOwner = !!me && me === user.address.toLowerCase();
  const initial: ProfileTabKey = activity === 'activity' ? 'activity' : 'onsale';
  return (
    <>
      <ProfileHeader user={user} isOwner={isOwner} />
      <ProfileTabs key={user.address} user={user} initial={initial} />
    </>
  );
}
