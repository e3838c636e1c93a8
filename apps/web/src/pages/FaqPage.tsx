import type { FaqEntry } from '@agora/core';
import { MSG } from '@agora/core';
import * as Accordion from '@radix-ui/react-accordion';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contentApi } from '../api/endpoints';
import { PageTitle } from '../components/PageTitle';
import { Empty, Loading } from '../components/States';
import { SafeHtml } from '../features/content/SafeHtml';

/** Even indexes in the left column, odd in the right; one panel open at a time across both; none at first. */
export function FaqColumns({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState('');
  const column = (parity: 0 | 1) => (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="space-y-3">
      {entries.map((e, i) =>
        i % 2 === parity ? (
          <Accordion.Item key={e.question} value={`faq-${i}`} className="card overflow-hidden">
            <Accordion.Header>
              <Accordion.Trigger className="flex w-full items-center justify-between gap-3 p-4 text-left font-semibold data-[state=open]:text-brand-700">
                {e.question}
                <span aria-hidden className="transition data-[state=open]:rotate-45">
                  +
                </span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm text-slate-600">
              <SafeHtml html={e.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ) : null,
      )}
    </Accordion.Root>
  );
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {column(0)}
      {column(1)}
    </div>
  );
}

export default function FaqPage() {
  const { data, isPending } = useQuery({ queryKey: ['public', 'faq'], queryFn: contentApi.faq });
  return (
    <section>
      <PageTitle title={MSG.faqTitle}>{MSG.faqTitle}</PageTitle>
      {isPending ? (
        <Loading />
      ) : data?.length ? (
        <FaqColumns entries={data} />
      ) : (
        <Empty title={MSG.noDataFound} />
      )}
    </section>
  );
}
