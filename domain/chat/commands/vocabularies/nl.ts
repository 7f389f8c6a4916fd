import type { CommandVocabulary } from '../command-vocabulary';

/** Dutch. */
export const nl: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['zwart'], white: ['wit'], grey: ['grijs'], red: ['rood'], orange: ['oranje'], yellow: ['geel'], gold: ['goud', 'goudkleurig'],
    green: ['groen'], blue: ['blauw'], purple: ['paars'], pink: ['roze'], brown: ['bruin'], text: ['tekst', 'letters'],
    shorter: ['korter', 'inkorten'], longer: ['langer', 'verlengen', 'verleng'], seconds: ['seconden', 'seconde', 'sec'],
    scene: ['scène', "scène's", 'scènes'], remove: ['verwijder', 'verwijderen', 'haal weg', 'schrap'], last: ['laatste'],
    square: ['vierkant'], vertical: ['verticaal', 'staand'], landscape: ['horizontaal', 'liggend'],
    transparent: ['transparant', 'doorzichtig'], 'no music': ['geen muziek', 'zonder muziek', 'muziek uit'], music: ['muziek'],
    title: ['titel'], transitions: ['overgangen', 'overgang'], fade: ['vervagen'],
    render: ['renderen', 'render', 'exporteer', 'exporteren', 'maak de video'],
    'start over': ['opnieuw beginnen', 'begin opnieuw', 'nieuwe video', 'helemaal opnieuw'], then: ['daarna', 'vervolgens'],
    summary: ['samenvatting', 'samenvatten', 'vat samen', 'overzicht'], 'key frames': ['sleutelbeelden', 'stilstaande beelden'],
    drop: ['alsjeblieft', 'graag'],
  },
  patterns: [
    { pattern: /voeg (?:een )?(?:nieuwe )?scene (?:toe )?(?:over|met|voor) (?<topic>[^.;,\n]+?)(?: toe)?(?=[.;,\n]|$)/, english: 'add a scene about $<topic>' },
  ],
};
