import type { CommandVocabulary } from '../command-vocabulary';

/** Finnish: stems, since case endings follow them (siniseksi, kohtauksen, sekuntia). */
export const fi: CommandVocabulary = {
  match: 'stem',
  words: {
    black: ['musta'], white: ['valkoi'], grey: ['harmaa'], red: ['punai'], orange: ['oranssi'], yellow: ['keltai'], gold: ['kulta', 'kultai'],
    green: ['vihre'], blue: ['sinine', 'sinise'], purple: ['violeti', 'violetti', 'purppura'], pink: ['vaaleanpunai'], brown: ['ruske'],
    text: ['teksti'],
    shorter: ['lyhye', 'lyhyem', 'lyhennä'], longer: ['pidem', 'pidennä'], seconds: ['sekunti', 'sekunni'],
    scene: ['kohtau'], remove: ['poista'], last: ['viimei'],
    square: ['neliö'], vertical: ['pystymuo', 'pystysuun', 'pystykuva', 'pystyforma'], landscape: ['vaakamuo', 'vaakasuun', 'vaakakuva'],
    transparent: ['läpinäky', 'transparent'], 'no music': ['ilman musiikki', 'ei musiikki'], music: ['musiikki'],
    title: ['otsik'], transitions: ['siirtymä', 'siirtymi'], fade: ['häivy'],
    render: ['renderöi', 'vie video', 'tee video'],
    'start over': ['aloita alusta', 'alusta alkaen', 'uusi video'], then: ['sitten', 'sen jälkeen'],
    summary: ['yhteenve', 'tiivist'], 'key frames': ['avainkuv', 'avainkohtau'],
    drop: ['kiitos', 'ole hyvä'],
  },
  patterns: [
    { pattern: /lisaa (?:uusi )?kohtaus (?:aiheesta )?(?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\.\s*kohtau\p{L}*/u, english: 'scene $<n>' },
  ],
};
