import { type FaqInput, ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { contentApi } from '../../features/admin/contentApi';
import { EditableList, EntryForm, type EntryFormProps } from '../../features/admin/EditableList';
import { RichTextEditor } from '../../features/admin/RichTextEditor';

/** FAQ: questions with rich-text answers, in position order (the public FAQ page's two columns). */
export default function FaqAdminPage() {
  const list = useQuery({ queryKey: ['admin', 'faq'], queryFn: contentApi.faq });
  return (
    <EditableList
      title={M.navFaq}
      query={list}
      emptyTitle={M.noFaq}
      rowTestId="admin-faq"
      blank={(position) => ({ question: '', answer: '', position })}
      add={contentApi.addFaq}
      save={contentApi.saveFaq}
      remove={contentApi.deleteFaq}
      Form={FaqForm}
      summary={(entry) => <p className="flex-1 font-medium">{entry.question}</p>}
    />
  );
}

export function FaqForm({ initial, busy, onSave, onCancel }: EntryFormProps<FaqInput>) {
  const [question, setQuestion] = useState(initial.question);
  const [answer, setAnswer] = useState(initial.answer);
  const [position, setPosition] = useState(String(initial.position ?? 0));
  return (
    <EntryForm
      canSave={!!question.trim() && !!answer}
      busy={busy}
      onSubmit={() => onSave({ question, answer, position: Number(position) || 0 })}
      onCancel={onCancel}
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
    </EntryForm>
  );
}
