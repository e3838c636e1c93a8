import { type ReactNode, useEffect } from 'react';

export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Agora`;
  }, [title]);
  return <h1 className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">{children}</h1>;
}
