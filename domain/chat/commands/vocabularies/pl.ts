import type { CommandVocabulary } from '../command-vocabulary';

/** Polish: stems (niebieski, niebieską; scena, scenę). */
export const pl: CommandVocabulary = {
  match: 'stem',
  words: {
    black: ['czarn'], white: ['biał'], grey: ['szar'], red: ['czerwon'], orange: ['pomarańcz'], yellow: ['żółt'], gold: ['złot'],
    green: ['zielon'], blue: ['niebiesk'], purple: ['fiolet', 'purpur'], pink: ['różow'], brown: ['brązow'], text: ['tekst', 'napis'],
    shorter: ['krótsz', 'skróć'], longer: ['dłuższ', 'wydłuż'], seconds: ['sekund'],
    scene: ['scen'], remove: ['usuń', 'skasuj', 'wytnij'], last: ['ostatni'],
    square: ['kwadrat'], vertical: ['pionow'], landscape: ['poziomo', 'poziomy', 'poziome', 'poziomej'],
    transparent: ['przezroczyst', 'transparent'], 'no music': ['bez muzyki', 'wyłącz muzykę', 'usuń muzykę'], music: ['muzyk', 'muzycz'],
    title: ['tytuł'], transitions: ['przejści', 'przejść'], fade: ['przenikani'],
    render: ['renderuj', 'wyrenderuj', 'eksportuj', 'wygeneruj wideo', 'zrób wideo', 'zrób film'],
    'start over': ['zacznij od nowa', 'od nowa', 'nowy film', 'nowe wideo'], then: ['potem', 'następnie'],
    summary: ['podsumow', 'podsumuj', 'streszcz', 'streść'], 'key frames': ['klatki kluczowe', 'kluczowe klatki', 'kadry'],
    drop: ['proszę'],
  },
  patterns: [
    { pattern: /dodaj (?:now\p{L}* )?scen\p{L}* (?:o|na temat|z|dla) (?<topic>[^.;,\n]+)/u, english: 'add a scene about $<topic>' },
  ],
};
