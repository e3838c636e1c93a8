import { ADMIN_CONTENT_MSG as M, MSG, type SocialLinksInput } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { useContentSave } from '../../features/admin/useContentSave';

const NETWORKS = ['twitter', 'telegram', 'linkedin', 'instagram', 'reddit'] as const;
type Network = (typeof NETWORKS)[number];

/** The footer's social links (an empty field removes one) and the hashtags appended to share texts. */
export default function LinksPage() {
  const links = useQuery({ queryKey: ['content', 'social-links'], queryFn: contentApi.socialLinks });
  const tags = useQuery({ queryKey: ['content', 'share-tags'], queryFn: contentApi.shareTags });
  const [form, setForm] = useState<Record<Network, string>>(() => blankLinks());
  const [tagText, setTagText] = useState('');
  useEffect(() => {
    const now = links.data ?? {};
    setForm(Object.fromEntries(NETWORKS.map((n) => [n, now[n] ?? ''])) as Record<Network, string>);
  }, [links.data]);
  useEffect(() => setTagText((tags.data ?? []).join(' ')), [tags.data]);
  const saveLinks = useContentSave(contentApi.saveSocialLinks);
  const saveTags = useContentSave(contentApi.saveShareTags);
  if (links.isPending || tags.isPending) return <Loading />;
  if (links.error || tags.error) return <ErrorNote error={links.error ?? tags.error} />;
  return (
    <section className="flex flex-col gap-8">
      <PageTitle title={M.navLinks}>{M.navLinks}</PageTitle>
      <form
        className="card flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          const body: SocialLinksInput = Object.fromEntries(NETWORKS.map((n) => [n, form[n].trim() || null]));
          saveLinks.mutate([body]);
        }}
      >
        <h2 className="font-semibold">{M.socialLinks}</h2>
        {NETWORKS.map((n) => (
          <Field
            key={n}
            label={MSG.footer.socials[n]}
            type="url"
            value={form[n]}
            maxLength={500}
            onChange={(e) => setForm((f) => ({ ...f, [n]: e.target.value }))}
          />
        ))}
        <button type="submit" className="btn-primary self-start" disabled={saveLinks.isPending}>
          {M.save}
        </button>
      </form>
      <form
        className="card flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          saveTags.mutate([tagText.split(/[\s,#]+/).filter(Boolean)]);
        }}
      >
        <h2 className="font-semibold">{M.shareTags}</h2>
        <Field
          label={M.shareTags}
          hint={M.shareTagsHint}
          value={tagText}
          maxLength={900}
          onChange={(e) => setTagText(e.target.value)}
        />
        <button type="submit" className="btn-primary self-start" disabled={saveTags.isPending}>
          {M.save}
        </button>
      </form>
    </section>
  );
}

const blankLinks = (): Record<Network, string> =>
  Object.fromEntries(NETWORKS.map((n) => [n, ''])) as Record<Network, string>;
