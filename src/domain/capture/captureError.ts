/** Why the engine refused a command, as a code: the app words it in the scorer's language. */
export type CaptureError =
  | 'noEventForNote'
  | 'nobodyToAddBack'
  | 'noSuchEvent'
  | 'noSuchPossession'
  | 'unknownTip'
  | 'noExtraPlayer'
  | 'cardNeedsPerson'
  | 'cannotSaveYet'
  | 'shootoutOnlyInQuarter5'
  | 'selectAPossessionFirst'
  | 'noEventToUndo'
  | 'noPossessionToDelete';
