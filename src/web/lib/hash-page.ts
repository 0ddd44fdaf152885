/** The page number in the URL hash (#2), default 1 (the settlement and coupon pages). */
export const hashPage = (hash: string) => {
  const n = Number(hash.replace(/^#/, ''));
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
