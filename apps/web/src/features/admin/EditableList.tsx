import { ADMIN_CONTENT_MSG as M } from '@agora/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, type ReactNode, useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { AdminList } from './AdminList';
import { useContentSave } from './useContentSave';

/** What an entry's form gets: the values to start from, and where the edited values go. */
export interface EntryFormProps<I> {
  initial: I;
  busy: boolean;
  onSave: (input: I) => void;
  onCancel: () => void;
}

/**
 * An admin page of content entries (FAQ, promotions): an Add button that opens the entry form, then one
 * row per entry with its summary, Edit (the same form, in the row) and Delete.
 */
export function EditableList<I, E extends I & { id: number }>({
  title,
  query,
  emptyTitle,
  rowTestId,
  blank,
  add,
  save,
  remove,
  Form,
  summary,
}: {
  title: string;
  query: UseQueryResult<E[]>;
  emptyTitle: string;
  rowTestId: string;
  /** A new entry's values; it goes after the last one. */
  blank: (position: number) => NoInfer<I>;
  add: (input: I) => Promise<unknown>;
  save: (id: number, input: I) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  Form: ComponentType<EntryFormProps<I>>;
  summary: (entry: E) => ReactNode;
}) {
  const adding = useContentSave(add);
  const [open, setOpen] = useState(false);
  return (
    <section>
      <PageTitle title={title}>{title}</PageTitle>
      {open ? (
        <Form
          initial={blank(query.data?.length ?? 0)}
          busy={adding.isPending}
          onSave={(b) => adding.mutate([b], { onSuccess: () => setOpen(false) })}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <button type="button" className="btn-primary mb-4" onClick={() => setOpen(true)}>
          {M.add}
        </button>
      )}
      <AdminList query={query} emptyTitle={emptyTitle}>
        {(entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            testId={rowTestId}
            save={save}
            remove={remove}
            Form={Form}
            summary={summary}
          />
        )}
      </AdminList>
    </section>
  );
}

function EntryRow<I, E extends I & { id: number }>({
  entry,
  testId,
  save,
  remove,
  Form,
  summary,
}: {
  entry: E;
  testId: string;
  save: (id: number, input: I) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  Form: ComponentType<EntryFormProps<I>>;
  summary: (entry: E) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const saving = useContentSave(save);
  const removing = useContentSave(remove);
  if (editing)
    return (
      <li className="p-3">
        <Form
          initial={entry}
          busy={saving.isPending}
          onSave={(b) => saving.mutate([entry.id, b], { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex items-center gap-2 p-3" data-testid={testId}>
      {summary(entry)}
      <button type="button" className="btn-ghost" onClick={() => setEditing(true)}>
        {M.edit}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={removing.isPending}
        onClick={() => removing.mutate([entry.id])}
      >
        {M.delete}
      </button>
    </li>
  );
}

/** The entry form's card: its fields, then Save (enabled once `canSave` and not busy) and Cancel. */
export function EntryForm({
  canSave,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  canSave: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="card mb-4 flex flex-col gap-3 p-4"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !canSave}>
          {M.save}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </form>
  );
}
