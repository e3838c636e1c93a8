import { type AdminPromotion, ADMIN_CONTENT_MSG as M, type PromotionInput } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { Empty, ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { RichTextEditor } from '../../features/admin/RichTextEditor';
import { useContentSave } from '../../features/admin/useContentSave';

const blank: PromotionInput = {
  kind: 'banner',
  title: '',
  html: '',
  image: null,
  link: null,
  active: true,
  position: 0,
};

/** Promotions and banners of the home page: kind, title, rich text, image and link, shown or not. */
export default function PromotionsPage() {
  const list = useQuery({ queryKey: ['admin', 'promotions'], queryFn: contentApi.promotions });
  const add = useContentSave(contentApi.addPromotion);
  const [adding, setAdding] = useState(false);
  return (
    <section>
      <PageTitle title={M.navPromotions}>{M.navPromotions}</PageTitle>
      {adding ? (
        <PromotionForm
          initial={{ ...blank, position: list.data?.length ?? 0 }}
          busy={add.isPending}
          onSave={(b) => add.mutate([b], { onSuccess: () => setAdding(false) })}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="btn-primary mb-4" onClick={() => setAdding(true)}>
          {M.add}
        </button>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : !list.data.length ? (
        <Empty title={M.noPromotions} />
      ) : (
        <ul className="card divide-y divide-slate-100">
          {list.data.map((p) => (
            <PromotionRow key={p.id} promotion={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PromotionRow({ promotion: p }: { promotion: AdminPromotion }) {
  const [editing, setEditing] = useState(false);
  const save = useContentSave(contentApi.savePromotion);
  const remove = useContentSave(contentApi.deletePromotion);
  if (editing)
    return (
      <li className="p-3">
        <PromotionForm
          initial={p}
          busy={save.isPending}
          onSave={(b) => save.mutate([p.id, b], { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex items-center gap-2 p-3" data-testid="admin-promotion">
      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">
        {p.kind === 'banner' ? M.kindBanner : M.kindPromotion}
      </span>
      <p className={`flex-1 font-medium ${p.active ? '' : 'text-slate-400 line-through'}`}>{p.title}</p>
      <button type="button" className="btn-ghost" onClick={() => setEditing(true)}>
        {M.edit}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={remove.isPending}
        onClick={() => remove.mutate([p.id])}
      >
        {M.delete}
      </button>
    </li>
  );
}

export function PromotionForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: PromotionInput;
  busy: boolean;
  onSave: (b: PromotionInput) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState(initial);
  const set = (patch: Partial<PromotionInput>) => setV((old) => ({ ...old, ...patch }));
  return (
    <form
      className="card mb-4 flex flex-col gap-3 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ ...v, image: v.image?.trim() || null, link: v.link?.trim() || null });
      }}
    >
      <label className="text-sm font-medium">
        {M.kind}
        <select
          className="input mt-1"
          value={v.kind}
          onChange={(e) => set({ kind: e.target.value as PromotionInput['kind'] })}
        >
          <option value="banner">{M.kindBanner}</option>
          <option value="promotion">{M.kindPromotion}</option>
        </select>
      </label>
      <Field
        label={M.title}
        value={v.title}
        maxLength={200}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div>
        <p className="mb-1 text-sm font-medium">{M.text}</p>
        <RichTextEditor label={M.text} value={v.html ?? ''} onChange={(html) => set({ html })} />
      </div>
      <Field
        label={M.image}
        value={v.image ?? ''}
        maxLength={500}
        onChange={(e) => set({ image: e.target.value })}
      />
      <Field
        label={M.target}
        value={v.link ?? ''}
        maxLength={500}
        onChange={(e) => set({ link: e.target.value })}
      />
      <Field
        label={M.position}
        type="number"
        min={0}
        value={String(v.position ?? 0)}
        onChange={(e) => set({ position: Number(e.target.value) || 0 })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={v.active ?? true}
          onChange={(e) => set({ active: e.target.checked })}
        />
        {M.active}
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !v.title.trim()}>
          {M.save}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </form>
  );
}
