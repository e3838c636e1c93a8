import { ADMIN_CONTENT_MSG as M, type PromotionInput } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { contentApi } from '../../features/admin/contentApi';
import { EditableList, EntryForm, type EntryFormProps } from '../../features/admin/EditableList';
import { RichTextEditor } from '../../features/admin/RichTextEditor';

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
  return (
    <EditableList
      title={M.navPromotions}
      query={list}
      emptyTitle={M.noPromotions}
      rowTestId="admin-promotion"
      blank={(position) => ({ ...blank, position })}
      add={contentApi.addPromotion}
      save={contentApi.savePromotion}
      remove={contentApi.deletePromotion}
      Form={PromotionForm}
      summary={(p) => (
        <>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">
            {p.kind === 'banner' ? M.kindBanner : M.kindPromotion}
          </span>
          <p className={`flex-1 font-medium ${p.active ? '' : 'text-slate-400 line-through'}`}>{p.title}</p>
        </>
      )}
    />
  );
}

export function PromotionForm({ initial, busy, onSave, onCancel }: EntryFormProps<PromotionInput>) {
  const [v, setV] = useState(initial);
  const set = (patch: Partial<PromotionInput>) => setV((old) => ({ ...old, ...patch }));
  return (
    <EntryForm
      canSave={!!v.title.trim()}
      busy={busy}
      onSubmit={() => onSave({ ...v, image: v.image?.trim() || null, link: v.link?.trim() || null })}
      onCancel={onCancel}
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
    </EntryForm>
  );
}
