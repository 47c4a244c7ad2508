/** What a summary computation stores: the whole-match summary, or the match's slices of every sliced quarter. */
export type SummaryPart = 'match' | 'quarters';
