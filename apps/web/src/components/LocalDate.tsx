import type { DateFormatter } from '@agora/core';
import { useHydrated } from '../hooks/useHydrated';

/**
 * A date in the reader's time zone. The server does not know that zone, so its HTML, and the browser's render
 * that takes that HTML over, show UTC; the reader's zone follows at once.
 */
export function LocalDate({
  at,
  format,
  className,
}: {
  at: string | number;
  format: DateFormatter;
  className?: string;
}) {
  const local = useHydrated();
  return (
    <time dateTime={new Date(at).toISOString()} className={className}>
      {format(at, local ? 'local' : 'utc')}
    </time>
  );
}
