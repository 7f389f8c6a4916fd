import type { CommandVocabulary } from '../command-vocabulary';

/** Italian. */
export const it: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['nero', 'nera'], white: ['bianco', 'bianca'], grey: ['grigio', 'grigia'], red: ['rosso', 'rossa'], orange: ['arancione'], yellow: ['giallo', 'gialla'],
    gold: ['oro', 'dorato', 'dorata'], green: ['verde'], blue: ['blu', 'azzurro', 'azzurra'], purple: ['viola'], pink: ['rosa'], brown: ['marrone'],
    text: ['testo', 'scritta', 'scritte'],
    shorter: ['più corto', 'più corta', 'accorcia', 'accorciare'], longer: ['più lungo', 'più lunga', 'allunga', 'allungare'], seconds: ['secondi', 'sec'],
    scene: ['scena', 'scene'], remove: ['rimuovi', 'rimuovere', 'elimina', 'eliminare', 'togli', 'cancella'], last: ['ultima', 'ultimo'],
    square: ['quadrato', 'quadrata'], vertical: ['verticale'], landscape: ['orizzontale'],
    transparent: ['trasparente'], 'no music': ['senza musica', 'niente musica', 'togli la musica'], music: ['musica'],
    title: ['titolo'], transitions: ['transizioni', 'transizione'], fade: ['dissolvenza'],
    render: ['renderizza', 'esporta', 'genera il video', 'crea il video'],
    'start over': ['ricomincia', 'da capo', 'nuovo video', 'un altro video'], then: ['poi', 'quindi'],
    summary: ['riassunto', 'riassumi', 'sintesi', 'riepilogo'], 'key frames': ['fotogrammi chiave', 'scene chiave', 'immagini chiave'],
    drop: ['per favore'],
  },
  patterns: [
    { pattern: /aggiungi (?:una )?(?:nuova )?scena (?:su|sul|sulla|sui|sulle|riguardo a|riguardo|per|con) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
  ],
};
