import { ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { RichTextEditor } from '../../features/admin/RichTextEditor';
import { useContentSave } from '../../features/admin/useContentSave';

/** The CMS pages the public site shows, by their stored keys. */
export const CMS_PAGES = ['about', 'community', 'privacy-policy', 'terms', 'tophome'] as const;

/** CMS pages: pick one, edit its text in the rich-text editor, save (sanitised by the server). */
export default function PagesPage() {
  const [key, setKey] = useState<string>('tophome');
  const page = useQuery({
    queryKey: ['content', key],
    // A page never written yet is empty, not an error.
    queryFn: () =>
      contentApi.page(key).catch((e) => {
        if (e instanceof ApiError && e.status === 404) return { html: '' };
        throw e;
      }),
  });
  const [html, setHtml] = useState('');
  useEffect(() => setHtml(page.data?.html ?? ''), [page.data]);
  const save = useContentSave(contentApi.savePage);
  return (
    <section>
      <PageTitle title={M.navPages}>{M.navPages}</PageTitle>
      <label className="mb-4 block text-sm font-medium">
        {M.page}
        <select className="input mt-1" value={key} onChange={(e) => setKey(e.target.value)}>
          {CMS_PAGES.map((k) => (
            <option key={k} value={k}>
              {M.pageLabels[k]}
            </option>
          ))}
        </select>
      </label>
      {page.isPending ? (
        <Loading />
      ) : page.error ? (
        <ErrorNote error={page.error} />
      ) : (
        <>
          <RichTextEditor key={key} label={M.pageLabels[key] ?? key} value={html} onChange={setHtml} />
          <button
            type="button"
            className="btn-primary mt-3"
            disabled={save.isPending}
            onClick={() => save.mutate([key, html])}
          >
            {M.save}
          </button>
        </>
      )}
    </section>
  );
}
