import { Loading } from '../features/layout/States';

export default function CollectionFormPage() {
  return <Loading />;
}
