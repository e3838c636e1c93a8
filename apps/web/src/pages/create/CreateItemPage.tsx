import { PATHS } from '@agora/core';
import { useLocation } from 'react-router';
import { CreateForm } from '../../features/create/CreateForm';
import { WithWagmi } from '../../features/wallet/WithWagmi';

/** /create-single and /create-multiple. */
export default function CreateItemPage() {
  const { pathname } = useLocation();
  const type = pathname === PATHS.createMultiple ? 1155 : 721;
  return (
    <WithWagmi reconnect>
      <CreateForm key={type} type={type} />
    </WithWagmi>
  );
}
