import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;
/** The sanitizer once loaded, so a render can use it at once (no empty first frame, no layout shift). */
let ready: Sanitize | undefined;

/** DOMPurify is fetched on first use, so pages without server HTML never download it. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: purify }) => {
    ready = (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } });
    return ready;
  });
  return sanitizer;
}

/** Server rendering has no DOM for DOMPurify: the server hands in its own sanitizer (sanitize-html). */
export function setSanitizer(sanitize: Sanitize): void {
  ready = sanitize;
  sanitizer = Promise.resolve(sanitize);
}

/** Server HTML (CMS, FAQ answers) is always sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(() => ready?.(html) ?? null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => live && setClean(sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (the server's sanitizer when rendering on the server)
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
