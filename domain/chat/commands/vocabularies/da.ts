import type { CommandVocabulary } from '../command-vocabulary';

/** Danish. */
export const da: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['sort'], white: ['hvid'], grey: ['grå'], red: ['rød'], orange: ['orange'], yellow: ['gul'], gold: ['guld'], green: ['grøn'],
    blue: ['blå'], purple: ['lilla'], pink: ['lyserød', 'pink'], brown: ['brun'], text: ['tekst', 'teksten', 'skrift'],
    shorter: ['kortere', 'forkort'], longer: ['længere', 'forlæng'], seconds: ['sekunder', 'sekund', 'sek'],
    scene: ['scene', 'scenen', 'scener'], remove: ['fjern', 'slet'], last: ['sidste'],
    square: ['kvadratisk', 'firkantet'], vertical: ['lodret', 'vertikal', 'portræt'], landscape: ['vandret', 'liggende', 'horisontal'],
    transparent: ['gennemsigtig', 'transparent'], 'no music': ['uden musik', 'ingen musik', 'musik fra'], music: ['musik'],
    title: ['titel', 'titlen', 'overskrift'], transitions: ['overgange', 'overgang'], fade: ['toning'],
    render: ['render', 'rendér', 'eksportér', 'eksporter', 'lav videoen'],
    'start over': ['start forfra', 'begynd forfra', 'ny video'], then: ['derefter', 'bagefter'],
    summary: ['resumé', 'opsummering', 'opsummer', 'sammenfatning'], 'key frames': ['nøglebilleder', 'nøglescener'],
    drop: ['venligst', 'tak'],
  },
  patterns: [
    { pattern: /tilfoj (?:en )?(?:ny )?scene (?:om|med|for) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\.\s*scene/, english: 'scene $<n>' },
  ],
};
