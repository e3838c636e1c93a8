// The entry: React DOM (React, the scheduler and the client renderer, about two thirds of the first load's code)
// evaluates in this task; the app (boot.tsx: the router, TanStack Query, the app's own modules, the page's
// state and hydration) in the next. One task for all of it took about 110 ms of CPU on this machine (about 440 ms
// on Lighthouse's 4× slower phone, issue 27); now about 45 ms, then 22 ms (docs/performance-lab-log.md, "The
// entry's evaluation"), and a press or a paint can come in between. boot.tsx's chunk and
// its imports are preloaded from index.html (vite.config.ts, `preloadBoot`), so the split adds no round trip:
// the import finds them fetched and evaluates them in a task of its own.
import 'react-dom/client';
import './index.css';

void import('./boot').catch(() => {
  // Without the app the server's HTML stays a page of plain links: let a press follow them.
  document.getElementById('root')?.removeAttribute('inert');
});
