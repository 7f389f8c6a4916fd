import type { CommandVocabulary } from '../command-vocabulary';

/** Japanese: no spaces between words. Colours with their endings (白に, 白く), so 面白い (interesting) is no colour. */
export const ja: CommandVocabulary = {
  match: 'substring',
  words: {
    black: ['黒色', '黒に', '黒く', '黒い', 'ブラック'], white: ['白色', '白に', '白く', '真っ白', 'ホワイト'], grey: ['灰色', 'グレー'],
    red: ['赤色', '赤に', '赤く', '赤い', 'レッド'], orange: ['オレンジ'], yellow: ['黄色'], gold: ['金色', 'ゴールド'], green: ['緑', 'グリーン'],
    blue: ['青色', '青に', '青く', '青い', 'ブルー'], purple: ['紫', 'パープル'], pink: ['ピンク'], brown: ['茶色'], text: ['文字', 'テキスト'],
    shorter: ['短く', '短め', '短縮'], longer: ['長く', '長め', '延長'], seconds: ['秒'],
    scene: ['シーン', '場面'], remove: ['削除', '消して', '消す', '取り除'], last: ['最後の'],
    square: ['正方形', 'スクエア'], vertical: ['縦長', '縦型'], landscape: ['横長', '横型'],
    transparent: ['透明', '透過'], 'no music': ['音楽なし', '音楽を消して', '音楽を削除', 'BGMなし', 'BGMを消して'], music: ['音楽', 'BGM'],
    title: ['タイトル', '見出し'], transitions: ['トランジション', '切り替え'], fade: ['フェード'],
    render: ['レンダリング', '書き出し', '動画を作成', '動画を生成', '出力'],
    'start over': ['最初から', 'やり直し', '新しい動画'], then: ['それから', 'その後'],
    summary: ['要約', 'まとめ', '概要'], 'key frames': ['キーフレーム', '主要な場面', '主要なシーン'],
    drop: ['ください'],
  },
  patterns: [
    { pattern: /(?<topic>[^。、.;,\n]+?)(?:について|に関する)の?(?:新しい)?(?:シーン|場面)を?追加/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\s*(?:番目|つ目)の?(?:シーン|場面)/, english: 'scene $<n>' },
  ],
};
