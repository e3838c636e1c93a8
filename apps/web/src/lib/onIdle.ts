/**
 * Runs `run` at the browser's next idle moment (at most 1 s late), in a task of its own; a short timer where
 * the browser has no idle callbacks. Returns a function that cancels it.
 */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
