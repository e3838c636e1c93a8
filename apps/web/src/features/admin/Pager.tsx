import { ADMIN_MSG } from '@agora/core';

/** Previous / next for the admin tables (page numbers: the tables are small and stable enough). */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (p: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <div className="mt-4 flex items-center gap-3">
      <button type="button" className="btn-ghost" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {ADMIN_MSG.previousPage}
      </button>
      <span className="text-sm text-slate-500">{page}</span>
      <button type="button" className="btn-ghost" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {ADMIN_MSG.nextPage}
      </button>
    </div>
  );
}
