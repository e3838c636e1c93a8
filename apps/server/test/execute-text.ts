/**
 * `execute name(…)` with `params` written as literals (strings and text arrays, as the search's statements
 * take), for EXPLAIN EXECUTE, which takes no protocol parameters: bench:search-plans and
 * test/search-generic-plan.test.ts compare a prepared statement's custom and generic plans this way.
 */
export function executeText(name: string, params: unknown[]): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const literal = (v: unknown): string => {
    if (Array.isArray(v))
      return quote(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
    if (typeof v === 'number') return String(v);
    return quote(String(v));
  };
  return `execute "${name}"(${params.map(literal).join(', ')})`;
}
