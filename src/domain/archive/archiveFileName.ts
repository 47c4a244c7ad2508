/** A team name as a file name part: letters and digits of any script kept, accents dropped, the rest dashes. */
function fileNamePart(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'team'
  );
}

/**
 * `{date}-{team1}-{team2}.poolside.json`: the day the match was played (its start, else the export's day,
 * both as UTC calendar days) and its teams, so a folder of archives sorts by date.
 */
export function archiveFileName(match: { startsAt?: string | null; team1: string; team2: string }, exportedAt: string) {
  const day = (match.startsAt ?? exportedAt).slice(0, 10);
  return `${day}-${fileNamePart(match.team1)}-${fileNamePart(match.team2)}.poolside.json`;
}
