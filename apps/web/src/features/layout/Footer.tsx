import { links, SHELL_MSG, safeHref } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contentQuery, socialLinksQuery } from '../content/contentQueries';
import { SafeHtml } from '../content/SafeHtml';
import { useVisibleCategories } from '../content/useCategories';
import { NewsletterForm } from './NewsletterForm';

const SOCIALS = ['twitter', 'telegram', 'linkedin', 'instagram', 'reddit'] as const;

export default function Footer() {
  const { data: footer } = useQuery(contentQuery('footer'));
  const { data: socials } = useQuery(socialLinksQuery);
  const categories = useVisibleCategories();
  const head = 'mb-3 text-sm font-semibold text-white';
  const link = 'text-sm text-slate-400 hover:text-white';
  return (
    <footer className="render-when-near mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="mb-3 text-xl font-black text-white">Agora</p>
          {footer?.html && <SafeHtml html={footer.html} className="mb-5 text-sm text-slate-400" />}
          <NewsletterForm />
        </div>
        <nav aria-label={SHELL_MSG.footer.marketplace}>
          <h2 className={head}>{SHELL_MSG.footer.marketplace}</h2>
          <ul className="space-y-2">
            <li>
              <Link to={links.explore()} className={link}>
                {SHELL_MSG.footer.allNfts}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={links.explore(c.name)} className={link}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={SHELL_MSG.footer.company}>
          <h2 className={head}>{SHELL_MSG.footer.company}</h2>
          <ul className="space-y-2">
            {SHELL_MSG.footer.companyLinks.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className={link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={SHELL_MSG.footer.connect}>
          <h2 className={head}>{SHELL_MSG.footer.connect}</h2>
          <ul className="space-y-2">
            {SOCIALS.map((s) => {
              // The admin form takes http(s) links only; older rows are checked again here (issue 12).
              const href = safeHref(socials?.[s]);
              return (
                <li key={s}>
                  <a
                    href={href ?? '/'}
                    className={link}
                    rel="noopener noreferrer"
                    target={href ? '_blank' : undefined}
                  >
                    {SHELL_MSG.footer.socials[s]}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-xs text-slate-400">
        {SHELL_MSG.footer.copyright}
      </p>
    </footer>
  );
}
