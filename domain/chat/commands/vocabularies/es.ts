import type { CommandVocabulary } from '../command-vocabulary';

/** Spanish. */
export const es: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['negro', 'negra'], white: ['blanco', 'blanca'], grey: ['gris'], red: ['rojo', 'roja'], orange: ['naranja'], yellow: ['amarillo', 'amarilla'],
    gold: ['dorado', 'dorada'], green: ['verde'], blue: ['azul'], purple: ['morado', 'morada', 'violeta', 'púrpura'], pink: ['rosa', 'rosado'],
    brown: ['marrón', 'café'], text: ['texto', 'letra', 'letras'],
    shorter: ['más corto', 'más corta', 'acortar', 'acorta', 'acórtalo'], longer: ['más largo', 'más larga', 'alargar', 'alarga', 'alárgalo'],
    seconds: ['segundos', 'segundo', 'seg'],
    scene: ['escena', 'escenas'], remove: ['elimina', 'eliminar', 'quita', 'quitar', 'borra', 'borrar'], last: ['última', 'último'],
    square: ['cuadrado', 'cuadrada'], vertical: ['vertical'], landscape: ['horizontal', 'apaisado'],
    transparent: ['transparente'], 'no music': ['sin música', 'quita la música'], music: ['música'],
    title: ['título'], transitions: ['transiciones', 'transición'], fade: ['fundido'],
    render: ['renderiza', 'renderizar', 'exporta', 'exportar', 'genera el vídeo', 'genera el video', 'crea el vídeo', 'crea el video'],
    'start over': ['empezar de nuevo', 'empieza de nuevo', 'desde cero', 'nuevo vídeo', 'nuevo video', 'otro vídeo', 'otro video'], then: ['luego', 'después'],
    summary: ['resumen', 'resume', 'resumir', 'resúmelo'], 'key frames': ['fotogramas clave', 'escenas clave', 'imágenes clave'],
    drop: ['por favor'],
  },
  patterns: [
    { pattern: /(?:anade|agrega|anadir|agregar) (?:una )?(?:nueva )?escena (?:sobre|de|acerca de|con|para) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
  ],
};
