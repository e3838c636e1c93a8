import { Loading } from '../features/layout/States';

export default function ProfilePage() {
  return <Loading />;
}
