/** A match's public live link, as `/api/matches/{id}/live-share` answers it. */
export type LiveShare = { shareId: string; url: string; showNames: boolean };
