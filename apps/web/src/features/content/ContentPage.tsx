import { useQuery } from '@tanstack/react-query';
import type { ContentKey } from '../../api/endpoints';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { contentQuery } from './contentQueries';
import { SafeHtml } from './SafeHtml';

/** Heading plus sanitized rich text from the server (About, Community, Privacy, Terms). */
export function ContentPage({ title, contentKey }: { title: string; contentKey: ContentKey }) {
  const { data, isPending, error } = useQuery(contentQuery(contentKey));
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle title={title}>{title}</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorNote error={error} />
      ) : (
        <SafeHtml html={data.html} className="prose card max-w-none space-y-4 p-6 leading-relaxed sm:p-10" />
      )}
    </article>
  );
}
