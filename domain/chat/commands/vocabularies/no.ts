import type { CommandVocabulary } from '../command-vocabulary';

/** Norwegian (Bokmål). */
export const no: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['svart'], white: ['hvit'], grey: ['grå'], red: ['rød'], orange: ['oransje'], yellow: ['gul'], gold: ['gull'], green: ['grønn'],
    blue: ['blå'], purple: ['lilla'], pink: ['rosa'], brown: ['brun'], text: ['tekst', 'teksten', 'skrift'],
    shorter: ['kortere', 'forkort'], longer: ['lengre', 'forleng'], seconds: ['sekunder', 'sekund', 'sek'],
    scene: ['scene', 'scenen', 'scener'], remove: ['fjern', 'slett'], last: ['siste'],
    square: ['kvadratisk', 'firkantet'], vertical: ['vertikal', 'stående', 'portrett'], landscape: ['horisontal', 'liggende'],
    transparent: ['gjennomsiktig', 'transparent'], 'no music': ['uten musikk', 'ingen musikk', 'musikk av'], music: ['musikk'],
    title: ['tittel', 'tittelen', 'overskrift'], transitions: ['overganger', 'overgang'], fade: ['toning'],
    render: ['render', 'rendre', 'eksporter', 'lag videoen'],
    'start over': ['start på nytt', 'begynn på nytt', 'ny video'], then: ['deretter', 'etterpå'],
    summary: ['sammendrag', 'oppsummering', 'oppsummer'], 'key frames': ['nøkkelbilder', 'nøkkelscener'],
    drop: ['vennligst', 'takk'],
  },
  patterns: [
    { pattern: /legg til (?:en )?(?:ny )?scene (?:om|med|for) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\.\s*scene/, english: 'scene $<n>' },
  ],
};
