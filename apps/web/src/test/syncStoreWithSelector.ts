/**
 * `useSyncExternalStoreWithSelector` (Tiptap's editor state) for the unit tests, as an ES module: the package
 * `use-sync-external-store` is CommonJS only, and its `require('react')` would load React itself past the
 * aliases of vite.config.ts (the browser build bundles it, so the aliases reach it there). The logic is
 * React's own (use-sync-external-store-shim/with-selector, MIT): a selection is recomputed only for a new
 * snapshot and kept when `isEqual` says it has not changed.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const inst = useRef<{ hasValue: boolean; value: Selection | null }>({
    hasValue: false,
    value: null,
  }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? memo.selection : (inst.value as Selection);
      const keep = isEqual !== undefined && (memo !== null || inst.hasValue) && isEqual(previous, next);
      memo = { snapshot, selection: keep ? previous : next };
      return memo.selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value, inst]);
  return value;
}
