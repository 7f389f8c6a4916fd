import type { CommandVocabulary } from '../command-vocabulary';

/** Turkish: stems (maviye, sahneyi, saniyelik); the topic of a new scene comes before the verb. */
export const tr: CommandVocabulary = {
  match: 'stem',
  words: {
    black: ['siyah'], white: ['beyaz'], grey: ['gri'], red: ['kırmızı'], orange: ['turuncu'], yellow: ['sarı'], gold: ['altın'],
    green: ['yeşil'], blue: ['mavi'], purple: ['mor'], pink: ['pembe'], brown: ['kahverengi'], text: ['metin', 'yazı'],
    shorter: ['daha kısa', 'kısalt'], longer: ['daha uzun', 'uzat'], seconds: ['saniye'],
    scene: ['sahne'], remove: ['kaldır', 'sil'], 'last scene': ['son sahne'],
    square: ['kare'], vertical: ['dikey'], landscape: ['yatay'],
    transparent: ['şeffaf', 'saydam'], 'no music': ['müziksiz', 'müzik yok', 'müziği kaldır', 'müziği kapat'], music: ['müzik'],
    title: ['başlık'], transitions: ['geçiş'], fade: ['solma'],
    render: ['videoyu oluştur', 'videoyu render et', 'render al', 'render et', 'dışa aktar'],
    'start over': ['baştan başla', 'sıfırdan', 'yeni video'], then: ['sonra', 'ardından'],
    summary: ['özet'], 'key frames': ['anahtar kare', 'ana kare'],
    drop: ['lütfen'],
  },
  patterns: [
    { pattern: /(?<topic>[^.;,\n]+?) (?:hakkinda|ile ilgili|icin) (?:bir )?(?:yeni )?sahne ekle\p{L}*/u, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\.\s*sahne\p{L}*/u, english: 'scene $<n>' },
  ],
};
