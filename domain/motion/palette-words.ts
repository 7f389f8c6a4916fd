/** Palette moods a prompt can ask for: three that set a hue, two that set a tone. */
export const PALETTE_MOODS = ['warm', 'cool', 'bright', 'pastel', 'dark'] as const;
export type PaletteMood = (typeof PALETTE_MOODS)[number];

/**
 * The words for each mood in the interface languages (en, ar, da, de, el, es, fi, fr, it, ja, ko, nl, no, pl, pt, ru,
 * tr, zh), as users write them in a prompt ("warme Farben", "couleurs chaudes", "暖色"). Data only: a trailing `*`
 * takes any ending (inflected forms: "ciepł*" finds ciepłe, ciepłych); words in scripts written without spaces (CJK,
 * kana, Hangul) are found anywhere. Compared after normaliseCommandText on both sides (case and accents folded).
 */
export const PALETTE_WORDS: Readonly<Record<PaletteMood, readonly string[]>> = {
  warm: [
    'warm*', 'sunny', 'autumn*', 'earthy', // en
    'دافئ*', 'دافئة', 'دافىء', // ar
    'varm*', // da, no
    'warm*', 'herbstlich*', // de
    'ζεστ*', // el
    'cálid*', 'calid*', // es
    'lämpim*', 'lämmin', // fi
    'chaud*', 'chaleureu*', // fr
    'cald*', // it
    '暖色', '暖かい', 'あたたかい', 'ウォーム', // ja
    '따뜻한', '따뜻', '웜톤', '웜', // ko
    'ciepł*', // pl
    'quent*', // pt
    'тёпл*', 'тепл*', // ru
    'sıcak', // tr
    '暖色', '温暖', '暖调', // zh
  ],
  cool: [
    'cool colours', 'cool colors', 'cool tones', 'cold', 'icy', // en
    'بارد*', // ar
    'kølig*', 'kolde', // da, no
    'kühl*', 'kalt*', // de
    'ψυχρ*', // el
    'frío', 'fríos', 'frías', 'fría', // es
    'viileä*', 'kylm*', // fi
    'froid*', // fr
    'fredd*', // it
    '寒色', 'クール', // ja
    '차가운', '쿨톤', // ko
    'koel*', 'koud*', // nl
    'chłodn*', 'zimn*', // pl
    'frio', 'frios', 'frias', 'fria', // pt
    'холодн*', // ru
    'soğuk', // tr
    '冷色', '冷调', // zh
  ],
  bright: [
    'bright', 'vivid', 'vibrant', 'neon', 'colourful', 'colorful', 'bold colours', 'bold colors', // en
    'زاهي*', 'فاقع*', // ar
    'farverig*', 'fargerik*', 'klare', 'sterke', // da, no
    'knallig*', 'leuchtend*', 'bunt*', 'kräftig*', // de
    'έντον*', 'ζωηρ*', // el
    'vivos', 'vivas', 'vibrante*', 'brillante*', // es
    'kirka*', 'kirkk*', 'värikä*', // fi
    'vif', 'vifs', 'vives', 'éclatant*', // fr
    'vivac*', 'accesi', 'sgargiant*', // it
    '鮮やか', 'ビビッド', '派手', // ja
    '선명한', '비비드', '화사한', // ko
    'fel', 'felle', 'kleurrijk*', // nl
    'jaskraw*', 'żywe', 'żywych', 'intensywn*', // pl
    'vibrante*', 'vivas', 'vivos', // pt
    'ярк*', // ru
    'canlı', 'parlak', 'rengarenk', // tr
    '鲜艳', '明亮', '亮色', // zh
  ],
  pastel: [
    'pastel*', 'soft colours', 'soft colors', // en, es, fr, pt, tr, nl
    'باستيل', 'هادئة', // ar
    'pastel*', // da, no
    'pastell*', // de, fi
    'παστέλ', // el
    'pastell*', // it: pastello
    'パステル', // ja
    '파스텔', // ko
    'pastelow*', // pl
    'пастел*', // ru
    '粉彩', '马卡龙', '淡色', // zh
  ],
  dark: [
    'dark*', 'moody', 'night', // en
    'داكن*', 'غامق*', // ar
    'mørk*', // da, no
    'dunkl*', 'dunkel*', // de
    'σκούρ*', 'σκοτειν*', // el
    'oscur*', // es
    'tumm*', // fi
    'sombre*', 'foncé*', // fr
    'scur*', // it
    'ダーク', '暗い', // ja
    '어두운', '다크', // ko
    'donker*', // nl
    'ciemn*', // pl
    'escur*', // pt
    'тёмн*', 'темн*', // ru
    'koyu', 'karanlık', // tr
    '深色', '暗色', '暗黑', // zh
  ],
};
