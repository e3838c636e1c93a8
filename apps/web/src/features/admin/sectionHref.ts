/**
 * The admin area's addresses, apart from its section list (sections.ts): a section's page links to another
 * section without importing the list that imports every section's page (an import cycle).
 */

/** Where the admin area lives; its routes are `/admin/<section path>`. */
export const ADMIN_BASE = '/admin';

export const sectionHref = (path: string) => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);
