/** Names for the demo teams: four clubs, plausible water polo squads of 14–15 (caps 1–14 in every match). */
export const DEMO_TEAMS = [
  { name: 'Blue Sharks', shortName: 'SHA', squad: 14 },
  { name: 'Harbour Eels', shortName: 'EEL', squad: 15 },
  { name: 'Riverside Otters', shortName: 'OTT', squad: 14 },
  { name: 'Northern Pike', shortName: 'PIK', squad: 15 },
] as const;

const FIRST_NAMES = [
  'Gergely',
  'Marko',
  'Filip',
  'Alex',
  'Luca',
  'Dusan',
  'Nikola',
  'Pietro',
  'Jan',
  'Tomas',
  'Kristof',
  'Ivan',
  'Andrea',
  'Blake',
  'Stefan',
  'Aaron',
  'Felix',
  'Milan',
  'Hugo',
  'Matteo',
  'Sandor',
  'Viktor',
  'Petar',
  'Oscar',
];
const LAST_NAMES = [
  'Kovacs',
  'Petrovic',
  'Rossi',
  'Novak',
  'Horvath',
  'Mandic',
  'Jansen',
  'Garcia',
  'Fischer',
  'Varga',
  'Bukic',
  'Ferrari',
  'Lindqvist',
  'Nagy',
  'Popescu',
  'Dobud',
  'Hall',
  'Costa',
  'Weber',
  'Szabo',
  'Markovic',
  'Bianchi',
  'Smit',
  'Toth',
  'Ivanov',
  'Moreau',
  'Richter',
  'Lopez',
  'Olsen',
  'Kiss',
];

/** Deterministic squad names: the same demo on every machine. */
export function demoPlayerName(teamIndex: number, playerIndex: number): { firstName: string; lastName: string } {
  const n = teamIndex * 15 + playerIndex;
  return {
    firstName: FIRST_NAMES[(n * 7) % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[(n * 11 + teamIndex) % LAST_NAMES.length]!,
  };
}
