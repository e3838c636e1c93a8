import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;
/** DOMPurify is fetched on first use, so pages without server HTML never download it. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, { USE_PROFILES: { html: true } }),
  );
  return sanitizer;
}

/** Server HTML (CMS, FAQ answers) is always sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => live && setClean(sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
