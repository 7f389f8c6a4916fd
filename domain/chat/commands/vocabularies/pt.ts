import type { CommandVocabulary } from '../command-vocabulary';

/** Portuguese. */
export const pt: CommandVocabulary = {
  match: 'word',
  words: {
    black: ['preto', 'preta'], white: ['branco', 'branca'], grey: ['cinza', 'cinzento', 'cinzenta'], red: ['vermelho', 'vermelha'], orange: ['laranja'],
    yellow: ['amarelo', 'amarela'], gold: ['dourado', 'dourada'], green: ['verde'], blue: ['azul'], purple: ['roxo', 'roxa', 'violeta'], pink: ['rosa', 'cor-de-rosa'],
    brown: ['castanho', 'castanha', 'marrom'], text: ['texto', 'letras'],
    shorter: ['mais curto', 'mais curta', 'encurta', 'encurtar'], longer: ['mais longo', 'mais longa', 'alonga', 'alongar', 'prolonga'], seconds: ['segundos', 'seg'],
    scene: ['cena', 'cenas'], remove: ['remove', 'remover', 'apaga', 'apagar', 'elimina', 'eliminar', 'tira'], last: ['última', 'último'],
    square: ['quadrado', 'quadrada'], vertical: ['vertical'], landscape: ['horizontal', 'paisagem'],
    transparent: ['transparente'], 'no music': ['sem música', 'tira a música'], music: ['música'],
    title: ['título'], transitions: ['transições', 'transição'], fade: ['desvanecimento'],
    render: ['renderiza', 'renderizar', 'exporta', 'exportar', 'gera o vídeo', 'cria o vídeo'],
    'start over': ['começar de novo', 'recomeça', 'do zero', 'novo vídeo', 'outro vídeo'], then: ['depois', 'então'],
    summary: ['resumo', 'resume', 'resumir'], 'key frames': ['fotogramas-chave', 'fotogramas chave', 'imagens-chave', 'imagens chave', 'cenas-chave'],
    drop: ['por favor'],
  },
  patterns: [
    { pattern: /(?:adiciona|acrescenta|adicionar|acrescentar) (?:uma )?(?:nova )?cena (?:sobre|de|acerca de|com|para) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
  ],
};
