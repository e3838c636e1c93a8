import type { Collection } from '@agora/core';
import { MSG, TEXT_MAX } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { collectionsApi } from '../api/endpoints';
import { Field, SelectField } from '../components/Field';
import { PageTitle } from '../components/PageTitle';
import { ErrorNote, Loading } from '../components/States';
import { useVisibleCategories } from '../features/content/useCategories';
import { useServerForm } from '../features/forms/useServerForm';
import { toast } from '../features/toast/toastStore';
import { ConnectPrompt } from '../features/wallet/ConnectPrompt';
import { useCurrentAddress } from '../features/wallet/useWallet';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Add (/addCollections) or update (/addCollectionss/:name/usercollection); update locks name, url, category. */
function CollectionForm({ existing }: { existing: Collection | null }) {
  const navigate = useNavigate();
  const categories = useVisibleCategories();
  const {
    mutation,
    fieldErrors: err,
    onInput,
  } = useServerForm(
    (form: FormData) => (existing ? collectionsApi.update(existing.name, form) : collectionsApi.create(form)),
    () => {
      toast.success(existing ? MSG.collectionUpdated : MSG.collectionAdded);
      navigate('/create');
    },
  );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    mutation.mutate(new FormData(e.currentTarget), {
      onError: (e2) => toast.error('fields' in e2 ? MSG.fillRequired : e2.message),
    });
  };
  const locked = !!existing;
  return (
    <form onSubmit={submit} onInput={onInput} noValidate className="card grid gap-5 p-6 sm:p-8">
      <Field
        label={MSG.collectionForm.name}
        name="name"
        maxLength={TEXT_MAX.collectionName}
        defaultValue={existing?.name}
        readOnly={locked}
        error={err.name}
      />
      <Field
        label={MSG.collectionForm.customUrl}
        name="customUrl"
        maxLength={TEXT_MAX.customUrl}
        defaultValue={existing?.customUrl}
        readOnly={locked}
        error={err.customUrl}
      />
      <SelectField
        label={MSG.collectionForm.category}
        name="category"
        defaultValue={existing?.category ?? ''}
        disabled={locked}
        error={err.category}
      >
        <option value="">{MSG.collectionForm.chooseCategory}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.name}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={MSG.collectionForm.type}
        name="type"
        defaultValue={existing?.type ?? 'SINGLE'}
        disabled={locked}
      >
        <option value="SINGLE">{MSG.collectionForm.single}</option>
        <option value="MULTIPLE">{MSG.collectionForm.multiple}</option>
      </SelectField>
      <Field label={MSG.collectionForm.logo} name="logo" type="file" accept={IMAGE_TYPES} error={err.logo} />
      <Field
        label={MSG.collectionForm.cover}
        name="cover"
        type="file"
        accept={IMAGE_TYPES}
        error={err.cover}
      />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {mutation.isPending
          ? MSG.loadingTitle
          : existing
            ? MSG.collectionForm.update
            : MSG.collectionForm.create}
      </button>
    </form>
  );
}

export default function CollectionFormPage() {
  const { name } = useParams();
  const me = useCurrentAddress();
  const existing = useQuery({
    queryKey: ['my-collection', me, name],
    queryFn: () => collectionsApi.byName(name ?? ''),
    enabled: !!me && !!name,
  });
  const title = name ? MSG.collectionForm.editTitle : MSG.collectionForm.addTitle;
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle title={title}>{title}</PageTitle>
      {!me ? (
        <ConnectPrompt />
      ) : name && existing.isPending ? (
        <Loading />
      ) : existing.error ? (
        <ErrorNote error={existing.error} />
      ) : (
        <CollectionForm existing={existing.data ?? null} />
      )}
    </section>
  );
}
