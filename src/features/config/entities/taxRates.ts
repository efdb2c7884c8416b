/** The rate a group of taxes adds up to: each tax on the net price, so rates add (5% + 2% = 7%). */
export function combinedRate(taxes: readonly Record<string, unknown>[], ids: readonly string[]) {
  const wanted = new Set(ids);
  let total = 0;
  for (const tax of taxes) {
    if (wanted.has(tax.id as string) && tax.deleted_at == null && typeof tax.rate === 'number') {
      total += tax.rate;
    }
  }
  return Math.round(total * 1000) / 1000;
}
