import { type AdminCategory, ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { AdminList } from '../../features/admin/AdminList';
import { contentApi } from '../../features/admin/contentApi';
import { useContentSave } from '../../features/admin/useContentSave';

/** Categories offered by create, explore and the footer: add, rename, reorder, delete when unused. */
export default function CategoriesPage() {
  const list = useQuery({ queryKey: ['admin', 'categories'], queryFn: contentApi.categories });
  const add = useContentSave(contentApi.addCategory);
  const [name, setName] = useState('');
  return (
    <section>
      <PageTitle title={M.navCategories}>{M.navCategories}</PageTitle>
      <form
        className="mb-6 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate([{ name, position: list.data?.length ?? 0 }], { onSuccess: () => setName('') });
        }}
      >
        <input
          className="input flex-1"
          aria-label={M.categoryName}
          placeholder={M.categoryName}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn-primary" disabled={!name.trim() || add.isPending}>
          {M.add}
        </button>
      </form>
      <AdminList query={list} emptyTitle={M.noCategories}>
        {(c) => <CategoryRow key={`${c.id}:${c.name}:${c.position}`} category={c} />}
      </AdminList>
    </section>
  );
}

function CategoryRow({ category }: { category: AdminCategory }) {
  const [name, setName] = useState(category.name);
  const [position, setPosition] = useState(String(category.position));
  const save = useContentSave(contentApi.saveCategory);
  const remove = useContentSave(contentApi.deleteCategory);
  const changed = name !== category.name || position !== String(category.position);
  return (
    <li className="flex flex-wrap items-center gap-2 p-3" data-testid="admin-category">
      <input
        className="input min-w-40 flex-1"
        aria-label={`${M.categoryName} ${category.name}`}
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
      />
      <input
        className="input w-24"
        type="number"
        min={0}
        aria-label={`${M.position} ${category.name}`}
        value={position}
        onChange={(e) => setPosition(e.target.value)}
      />
      <button
        type="button"
        className="btn-primary"
        disabled={!changed || !name.trim() || save.isPending}
        onClick={() => save.mutate([category.id, { name, position: Number(position) || 0 }])}
      >
        {M.save}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={remove.isPending}
        onClick={() => remove.mutate([category.id])}
      >
        {M.delete}
      </button>
    </li>
  );
}
