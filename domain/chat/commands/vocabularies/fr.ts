import type { CommandVocabulary } from '../command-vocabulary';

/** French. */
export const fr: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['noir', 'noire'], white: ['blanc', 'blanche'], grey: ['gris', 'grise'], red: ['rouge'], orange: ['orange'], yellow: ['jaune'],
    gold: ['doré', 'dorée'], green: ['vert', 'verte'], blue: ['bleu', 'bleue'], purple: ['violet', 'violette', 'mauve'], pink: ['rose'],
    brown: ['marron', 'brun', 'brune'], text: ['texte', 'police', 'écriture'],
    shorter: ['plus court', 'plus courte', 'raccourcir', 'raccourcis', 'raccourcit'], longer: ['plus long', 'plus longue', 'rallonger', 'rallonge', 'allonger', 'allonge'],
    seconds: ['secondes', 'seconde', 'sec'],
    scene: ['scène', 'scènes'], remove: ['supprime', 'supprimer', 'enlève', 'enlever', 'retire', 'retirer'], last: ['dernière', 'dernier'],
    square: ['carré', 'carrée'], vertical: ['vertical', 'verticale', 'portrait'], landscape: ['paysage', 'horizontal', 'horizontale'],
    transparent: ['transparent', 'transparente'], 'no music': ['sans musique', 'pas de musique', 'coupe la musique', 'enlève la musique'], music: ['musique'],
    title: ['titre'], transitions: ['transitions', 'transition'], fade: ['fondu', 'fondus'],
    render: ['fais le rendu', 'faire le rendu', 'lance le rendu', 'rendu', 'exporte', 'exporter', 'génère la vidéo', 'crée la vidéo'],
    'start over': ['recommencer', 'recommence', 'nouvelle vidéo', 'depuis le début', 'à zéro'], then: ['puis', 'ensuite'],
    summary: ['résumé', 'résume', 'résumer', 'synthèse', 'aperçu'], 'key frames': ['images clés', 'scènes clés'],
    drop: ["s'il te plaît", "s'il vous plaît", 'stp', 'svp'],
  },
  patterns: [
    { pattern: /ajout(?:e|er|ez) (?:une )?(?:nouvelle )?scene (?:sur|a propos de|pour|avec|concernant) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
    { pattern: /(?:la )?(?<n>\d{1,2})(?:e|eme) scene/, english: 'scene $<n>' },
  ],
};
