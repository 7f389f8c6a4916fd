import type { CommandVocabulary } from '../command-vocabulary';

/** German. */
export const de: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['schwarz'], white: ['weiß'], grey: ['grau'], red: ['rot'], orange: ['orange'], yellow: ['gelb'], gold: ['gold', 'golden'],
    green: ['grün'], blue: ['blau'], purple: ['lila', 'violett'], pink: ['rosa', 'pink'], brown: ['braun'],
    text: ['text', 'schrift', 'schriftfarbe'],
    shorter: ['kürzer', 'kürzen', 'verkürzen', 'verkürze'], longer: ['länger', 'verlängern', 'verlängere'], seconds: ['sekunden', 'sekunde', 'sek'],
    scene: ['szene', 'szenen'], remove: ['entferne', 'entfernen', 'lösche', 'löschen', 'streiche'], last: ['letzte', 'letzten'],
    square: ['quadratisch'], vertical: ['hochformat', 'vertikal', 'senkrecht'], landscape: ['querformat', 'horizontal'],
    transparent: ['transparent', 'durchsichtig'], 'no music': ['ohne musik', 'keine musik', 'musik aus'], music: ['musik'],
    title: ['titel', 'überschrift'], transitions: ['übergänge', 'übergang'], fade: ['überblendung', 'überblenden'],
    render: ['rendern', 'rendere', 'exportieren', 'exportiere', 'video erstellen', 'erstelle das video'],
    'start over': ['neu anfangen', 'von vorne', 'von vorn', 'neues video'], then: ['dann', 'danach'],
    summary: ['zusammenfassung', 'zusammenfassen', 'fasse zusammen', 'fass zusammen', 'überblick'], 'key frames': ['schlüsselbilder', 'standbilder'],
    drop: ['hinzu', 'bitte'],
  },
  patterns: [
    { pattern: /(?:fuge|fug) (?:eine |noch eine )?(?:neue )?szene (?:uber|zu|mit|fur) (?<topic>[^.;,\n]+?)(?: hinzu)?(?=[.;,\n]|$)/, english: 'add a scene about $<topic>' },
    { pattern: /(?:neue|weitere) szene (?:uber|zu|mit|fur) (?<topic>[^.;,\n]+?)(?: hinzufugen)?(?=[.;,\n]|$)/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\.\s*szene/, english: 'scene $<n>' },
  ],
};
