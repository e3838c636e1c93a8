import { SHELL_MSG, safeHref } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { contentQuery, promotionsQuery } from './contentQueries';
import { SafeHtml } from './SafeHtml';

/** An image of a promotion: a link or one of this server's media paths (the server's rule). */
const imageSrc = (image: string | null) =>
  image && (image.startsWith('/media/') || safeHref(image)) ? image : null;

const stripClass = 'mb-4 min-h-12 rounded-2xl bg-brand-50 px-5 py-3 text-brand-900';

/**
 * The 'tophome' CMS text, a strip above the home page's hero; nothing once it is known to be empty or absent.
 * While it loads, an empty strip of one line keeps its place, so the hero does not jump down when it arrives.
 */
export function TopHomeText() {
  const text = useQuery({ ...contentQuery('tophome'), retry: false });
  if (text.isPending) return <div aria-hidden className={stripClass} />;
  if (!text.data?.html) return null;
  return (
    <div className={stripClass} data-testid="home-tophome">
      <SafeHtml html={text.data.html} />
    </div>
  );
}

function Wrap({
  link,
  children,
  className,
}: {
  link: string | null;
  children: React.ReactNode;
  className: string;
}) {
  const href = safeHref(link);
  return href ? (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <div className={className}>{children}</div>
  );
}

/**
 * The active promotions of the admin area: banners as wide strips, then promotions as cards. Rendered only when
 * there are some, so the home page's layout is unchanged without them.
 */
export function HomePromotions() {
  const list = useQuery(promotionsQuery);
  const all = list.data ?? [];
  const banners = all.filter((p) => p.kind === 'banner');
  const cards = all.filter((p) => p.kind === 'promotion');
  if (!all.length) return null;
  return (
    <section
      className="mt-8 flex flex-col gap-4"
      aria-label={SHELL_MSG.home.promotions}
      data-testid="home-promotions"
    >
      {banners.map((b) => {
        const src = imageSrc(b.image);
        return (
          <Wrap
            key={b.id}
            link={b.link}
            className="flex items-center gap-5 overflow-hidden rounded-2xl bg-slate-900 p-5 text-white"
          >
            {src && <img src={src} alt="" className="h-20 w-32 shrink-0 rounded-lg object-cover" />}
            <div className="min-w-0">
              <p className="text-xl font-bold">{b.title}</p>
              {b.html && <SafeHtml html={b.html} className="text-sm text-slate-200" />}
            </div>
          </Wrap>
        );
      })}
      {cards.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((p) => {
            const src = imageSrc(p.image);
            return (
              <li key={p.id}>
                <Wrap link={p.link} className="card block h-full overflow-hidden">
                  {src && <img src={src} alt="" className="aspect-[2/1] w-full object-cover" />}
                  <div className="p-4">
                    <p className="font-semibold">{p.title}</p>
                    {p.html && <SafeHtml html={p.html} className="text-sm text-slate-600" />}
                  </div>
                </Wrap>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
