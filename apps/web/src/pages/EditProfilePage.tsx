import { Loading } from '../features/layout/States';

export default function EditProfilePage() {
  return <Loading />;
}
