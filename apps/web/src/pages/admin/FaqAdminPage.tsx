import { type AdminFaqEntry, type FaqInput, ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { Empty, ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { RichTextEditor } from '../../features/admin/RichTextEditor';
import { useContentSave } from '../../features/admin/useContentSave';

/** FAQ: questions with rich-text answers, in position order (the public FAQ page's two columns). */
export default function FaqAdminPage() {
  const list = useQuery({ queryKey: ['admin', 'faq'], queryFn: contentApi.faq });
  const add = useContentSave(contentApi.addFaq);
  const [adding, setAdding] = useState(false);
  return (
    <section>
      <PageTitle title={M.navFaq}>{M.navFaq}</PageTitle>
      {adding ? (
        <FaqForm
          initial={{ question: '', answer: '', position: list.data?.length ?? 0 }}
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
        <Empty title={M.noFaq} />
      ) : (
        <ul className="card divide-y divide-slate-100">
          {list.data.map((f) => (
            <FaqRow key={f.id} entry={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FaqRow({ entry }: { entry: AdminFaqEntry }) {
  const [editing, setEditing] = useState(false);
  const save = useContentSave(contentApi.saveFaq);
  const remove = useContentSave(contentApi.deleteFaq);
  if (editing)
    return (
      <li className="p-3">
        <FaqForm
          initial={entry}
          busy={save.isPending}
          onSave={(b) => save.mutate([entry.id, b], { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex items-center gap-2 p-3" data-testid="admin-faq">
      <p className="flex-1 font-medium">{entry.question}</p>
      <button type="button" className="btn-ghost" onClick={() => setEditing(true)}>
        {M.edit}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={remove.isPending}
        onClick={() => remove.mutate([entry.id])}
      >
        {M.delete}
      </button>
    </li>
  );
}

export function FaqForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: FaqInput;
  busy: boolean;
  onSave: (b: FaqInput) => void;
  onCancel: () => void;
}) {
  const [question, setQuestion] = useState(initial.question);
  const [answer, setAnswer] = useState(initial.answer);
  const [position, setPosition] = useState(String(initial.position ?? 0));
  return (
    <form
      className="card mb-4 flex flex-col gap-3 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ question, answer, position: Number(position) || 0 });
      }}
    >
      <Field
        label={M.question}
        value={question}
        maxLength={500}
        onChange={(e) => setQuestion(e.target.value)}
      />
      <div>
        <p className="mb-1 text-sm font-medium">{M.answer}</p>
        <RichTextEditor label={M.answer} value={answer} onChange={setAnswer} />
      </div>
      <Field
        label={M.position}
        type="number"
        min={0}
        value={position}
        onChange={(e) => setPosition(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !question.trim() || !answer}>
          {M.save}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </form>
  );
}
