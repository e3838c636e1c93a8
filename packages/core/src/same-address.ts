/** Whether two addresses are the same account, whatever their letter case; false when either is missing. */
export const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
