/** `{date}-{team1}-{team2}.pdf`, names without accents or characters a file system refuses ("2026-03-14-Honved-Szolnok.pdf"). */
export function scoresheetFileName(date: string | null, team1: string | null, team2: string | null): string {
  const safe = (text: string | null) =>
    (text ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [date, safe(team1) || 'team1', safe(team2) || 'team2'].filter(Boolean).join('-') + '.pdf';
}
