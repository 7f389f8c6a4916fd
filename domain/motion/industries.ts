import type { Palette } from './storyboard';

export const INDUSTRY_IDS = ['bakery', 'food', 'fitness', 'real-estate', 'tech', 'fashion', 'beauty', 'events', 'generic'] as const;
export type IndustryId = (typeof INDUSTRY_IDS)[number];

/**
 * A small business's line of trade, as MotionChat writes for it: the prompt words that name it (every interface
 * language; same matching as PALETTE_WORDS: `*` takes any ending, CJK found anywhere), its colours when the prompt names
 * none, emoji icons (each in Noto Color Emoji, one code point), and phrase banks for the copy. `{name}` is the business
 * name from the prompt; copy that needs it is skipped when the prompt names none. Copy stays English for now (the
 * on-screen text is the user's content, not interface text).
 */
export interface Industry {
  id: IndustryId;
  keywords: readonly string[];
  palette: Palette | null;
  emoji: readonly string[];
  taglines: readonly string[];
  points: readonly string[];
  ctas: readonly string[];
}

export const INDUSTRIES: Readonly<Record<IndustryId, Industry>> = {
  bakery: {
    id: 'bakery',
    keywords: [
      'baker*', 'bread*', 'pastr*', 'patisserie', 'croissant*', 'cake*', 'cupcake*', 'donut*', 'doughnut*', // en
      'مخبز*', 'خبز', 'حلويات', // ar
      'bageri*', 'bakeri*', 'brød', 'kage*', 'konditori*', // da, no
      'bäcker*', 'backstube', 'brot', 'brötchen', 'konditorei*', 'kuchen', // de
      'αρτοποιει*', 'φουρν*', 'ψωμ*', 'ζαχαροπλαστει*', // el
      'panader*', 'pasteler*', // es
      'leipomo*', 'leipä*', 'kakku*', // fi
      'boulanger*', 'pâtisserie*', 'viennoiserie*', // fr
      'panetteri*', 'panific*', 'pane', 'pasticceri*', 'forno', // it
      'パン', 'ベーカリー', 'ケーキ', // ja
      '빵', '베이커리', '제과', // ko
      'bakker*', 'brood', 'banket*', // nl
      'piekarni*', 'chleb*', 'cukierni*', // pl
      'padaria*', 'pão', 'pastelaria*', // pt
      'пекарн*', 'хлеб*', 'булочн*', 'кондитерск*', // ru
      'fırın*', 'ekmek*', 'pastane*', 'unlu mamul*', // tr
      '面包', '烘焙', '蛋糕', '糕点', // zh
    ],
    palette: { background: '#c2410c', accent: '#fcd34d', text: '#ffffff' },
    emoji: ['🥐', '🍞', '🧁', '🥖', '🍰', '☕'],
    taglines: ['Fresh bread, baked every morning', 'Baked fresh from our oven daily', 'Warm from the oven, made by hand'],
    points: ['Pastries baked in-house', 'Real butter, real flour', 'Cakes for every celebration', 'Coffee and a warm croissant', 'Loaves shaped by hand'],
    ctas: ['Visit {name} today', 'Taste the fresh bakes at {name}', 'Order fresh from {name}'],
  },
  food: {
    id: 'food',
    keywords: [
      'restaurant*', 'cafe*', 'café*', 'coffee*', 'pizz*', 'burger*', 'food*', 'kitchen', 'bistro*', 'diner', 'sushi', 'catering', 'brunch', // en, fr, de
      'مطعم*', 'مقهى', 'قهوة', // ar
      'kaffe*', // da, no
      'gaststätte*', 'imbiss', 'essen', 'kaffee*', // de
      'εστιατορ*', 'καφε*', // el
      'restaurante*', 'cafeter*', 'comida*', // es, pt
      'ravintol*', 'kahvil*', // fi
      'cuisine', // fr
      'ristorant*', 'trattori*', 'osteri*', 'cucina', // it
      'レストラン', 'カフェ', '食堂', // ja
      '레스토랑', '카페', '식당', // ko
      'eetcafé', 'eten', // nl
      'restauracj*', 'kawiarni*', 'jedzeni*', // pl
      'comida', // pt
      'ресторан*', 'кафе', 'кофейн*', 'еда', // ru
      'restoran*', 'kafe*', 'lokanta*', 'yemek*', // tr
      '餐厅', '咖啡', '美食', '饭店', // zh
    ],
    palette: { background: '#b91c1c', accent: '#fbbf24', text: '#ffffff' },
    emoji: ['🍽', '🍕', '☕', '🍔', '🥗', '😋'],
    taglines: ['Good food, made fresh', 'Made fresh, served with a smile', 'Your new favourite table'],
    points: ['Fresh ingredients every day', 'Made to order', 'Cosy seats and friendly faces', 'Takeaway and delivery'],
    ctas: ['Book a table at {name}', 'Come hungry to {name}', 'Order from {name} today'],
  },
  fitness: {
    id: 'fitness',
    keywords: [
      'gym*', 'fitness', 'workout*', 'training', 'trainer', 'yoga', 'pilates', 'crossfit', 'boxing', 'personal trainer', // en
      'لياقة', 'رياضة', 'نادي رياضي', // ar
      'træning', 'trening', 'treningssenter', // da, no
      'fitnessstudio', 'sportstudio', 'training', // de
      'γυμναστηρ*', // el
      'gimnasio*', 'entrenamiento', // es
      'kuntosal*', 'treeni*', // fi
      'salle de sport', 'musculation', // fr
      'palestr*', 'allenament*', // it
      'ジム', 'フィットネス', 'ヨガ', // ja
      '헬스', '피트니스', '요가', // ko
      'sportschool', // nl
      'siłowni*', 'siłownia', 'treningi', // pl
      'academia', 'ginásio', // pt
      'спортзал*', 'фитнес*', 'тренаж*', 'йог*', // ru
      'spor salonu', 'antrenman', // tr
      '健身', '瑜伽', // zh
    ],
    palette: { background: '#111827', accent: '#a3e635', text: '#ffffff' },
    emoji: ['💪', '🏃', '🔥', '🥇', '🧘', '⚡'],
    taglines: ['Stronger every day', 'Train hard, feel great', 'Your best shape starts here'],
    points: ['Coaches who push you', 'Classes for every level', 'Open early, open late', 'Your first week on us'],
    ctas: ['Join {name} today', 'Start training at {name}', 'Book a free class at {name}'],
  },
  'real-estate': {
    id: 'real-estate',
    keywords: [
      'real estate', 'realtor*', 'estate agent*', 'property', 'properties', 'apartment*', 'house for sale', 'homes', 'listing', // en
      'عقار*', 'شقة', 'شقق', // ar
      'ejendom*', 'eiendom*', 'bolig*', // da, no
      'immobili*', 'makler*', 'wohnung*', // de, it
      'ακινητ*', // el
      'inmobiliari*', 'piso*', 'vivienda*', // es
      'kiinteist*', 'asunto*', // fi
      'agence immobilière', 'appartement*', // fr, nl
      '不動産', 'マンション', // ja
      '부동산', '아파트', // ko
      'makelaar*', 'woning*', // nl
      'nieruchomo*', 'mieszkani*', // pl
      'imobili*', // pt
      'недвижимост*', 'квартир*', 'риелтор*', // ru
      'emlak*', 'gayrimenkul*', // tr
      '房地产', '房产', '楼盘', // zh
    ],
    palette: { background: '#1e3a5f', accent: '#d4a017', text: '#ffffff' },
    emoji: ['🏠', '🔑', '🏡', '📍', '🏢', '🤝'],
    taglines: ['Find the home that fits', 'Your next home starts here', 'Homes you will love to live in'],
    points: ['Viewings this week', 'Bright rooms, great location', 'Local agents who know the area', 'Free valuation'],
    ctas: ['Book a viewing with {name}', 'Call {name} today', 'Find your home with {name}'],
  },
  tech: {
    id: 'tech',
    keywords: [
      'app', 'apps', 'saas', 'software', 'startup*', 'platform', 'tech*', 'website', 'ai', 'cloud', 'digital', // en
      'تطبيق*', 'برنامج', 'تقنية', // ar
      'applikation*', 'programvare', // da, no
      'anwendung*', 'plattform', // de
      'εφαρμογ*', 'λογισμικ*', // el
      'aplicación', 'plataforma', // es, pt
      'sovellu*', 'ohjelmisto*', // fi
      'application', 'logiciel*', 'plateforme', // fr
      'applicazion*', 'piattaform*', // it
      'アプリ', 'ソフトウェア', // ja
      '앱', '소프트웨어', '플랫폼', // ko
      'toepassing*', // nl
      'aplikacj*', 'oprogramowani*', // pl
      'aplicativo*', // pt
      'приложени*', 'сервис*', 'стартап*', // ru
      'uygulama*', 'yazılım*', // tr
      '应用', '软件', '平台', // zh
    ],
    palette: { background: '#1d4ed8', accent: '#22d3ee', text: '#ffffff' },
    emoji: ['📱', '💻', '🚀', '⚡', '✅', '🔒'],
    taglines: ['Work smarter, not harder', 'Everything in one place', 'Set up in minutes'],
    points: ['Fast and simple', 'Built for teams', 'Secure by design', 'Works on every device'],
    ctas: ['Try {name} today', 'Get started with {name}', 'Download {name}'],
  },
  fashion: {
    id: 'fashion',
    keywords: [
      'fashion', 'boutique*', 'clothing', 'clothes', 'apparel', 'dress*', 'shoes', 'sneaker*', 'jewel*', 'outfit*', // en
      'أزياء', 'ملابس', // ar
      'tøj', 'klær', // da, no
      'bekleidung', 'kleidung', 'schuhe', // de
      'μόδα', 'ρουχ*', // el
      'moda', 'ropa', 'roupa*', // es, it, pl, pt, tr
      'muoti', 'vaatte*', // fi
      'vêtement*', // fr
      'abbigliament*', // it
      'ファッション', '洋服', // ja
      '패션', '옷', // ko
      'kleding', // nl
      'odzież*', 'ubrani*', // pl
      'мода', 'моды', 'модн*', 'одежд*', // ru
      'giyim', 'kıyafet*', // tr
      '时尚', '服装', '女装', // zh
    ],
    palette: { background: '#111111', accent: '#e85d9e', text: '#ffffff' },
    emoji: ['👗', '👠', '👜', '💃', '🧥', '✨'],
    taglines: ['Wear what you love', 'Style that is all yours', 'The new season is here'],
    points: ['New arrivals every week', 'Pieces made to last', 'Sizes for everyone', 'Free returns'],
    ctas: ['Shop {name} now', 'Find your look at {name}', 'See the collection at {name}'],
  },
  beauty: {
    id: 'beauty',
    keywords: [
      'beauty', 'salon*', 'spa', 'nail*', 'makeup', 'make-up', 'skincare', 'cosmetic*', 'hair*', 'barber*', 'lash*', // en
      'تجميل', 'صالون', // ar
      'skønhed*', 'skjønnhet*', 'frisør*', // da, no
      'kosmetik*', 'friseur*', 'nagelstudio', // de
      'ομορφι*', 'κομμωτηρι*', // el
      'belleza', 'peluquer*', 'estética', // es
      'kauneu*', 'kampaamo*', // fi
      'beauté', 'coiffure', 'coiffeur', 'esthétique', // fr
      'bellezza', 'parrucch*', 'estetica', // it
      '美容', 'ネイル', 'コスメ', // ja
      '뷰티', '미용', '네일', // ko
      'schoonheid*', 'kapper*', // nl
      'uroda', 'urody', 'fryzjer*', 'kosmetyczn*', // pl
      'beleza', 'cabeleireir*', // pt
      'салон красоты', 'красот*', 'парикмахер*', 'маникюр*', // ru
      'güzellik', 'kuaför*', // tr
      '美容', '美甲', '护肤', // zh
    ],
    palette: { background: '#f9d5e5', accent: '#b5838d', text: '#111111' },
    emoji: ['💄', '💅', '🌸', '✨', '💆', '🪞'],
    taglines: ['Look good, feel better', 'Time just for you', 'Glow from head to toe'],
    points: ['Experts who listen', 'Gentle, quality products', 'Treatments for every style', 'Book in seconds'],
    ctas: ['Book at {name} today', 'Treat yourself at {name}', 'Reserve your spot at {name}'],
  },
  events: {
    id: 'events',
    keywords: [
      'event*', 'party', 'parties', 'festival*', 'concert*', 'wedding*', 'conference*', 'gig', 'launch party', 'meetup', // en
      'حفل*', 'مهرجان', 'فعالية', // ar
      'fest', 'bryllup*', 'koncert*', 'konsert*', // da, no
      'veranstaltung*', 'konzert*', 'hochzeit*', // de
      'εκδήλωσ*', 'συναυλ*', 'γάμ*', // el
      'evento*', 'fiesta*', 'concierto*', 'boda*', // es
      'tapahtum*', 'juhl*', 'konsert*', // fi
      'événement*', 'soirée*', 'mariage*', // fr
      'festa', 'matrimoni*', // it, pt
      'イベント', 'ライブ', 'コンサート', // ja
      '이벤트', '콘서트', '축제', // ko
      'evenement*', 'feest*', // nl
      'wydarzeni*', 'impreza*', 'koncert*', // pl
      'мероприяти*', 'вечеринк*', 'концерт*', 'фестивал*', // ru
      'etkinlik*', 'parti', 'konser*', // tr
      '活动', '派对', '音乐会', // zh
    ],
    palette: { background: '#4c1d95', accent: '#fbbf24', text: '#ffffff' },
    emoji: ['🎉', '🎤', '🎶', '🥂', '🎈', '📅'],
    taglines: ['A night to remember', 'Be part of it', 'Save the date'],
    points: ['Live music all night', 'Food and drinks', 'Limited tickets', 'Bring your friends'],
    ctas: ['Get tickets for {name}', 'See you at {name}', 'Join us at {name}'],
  },
  generic: {
    id: 'generic',
    keywords: [],
    palette: null,
    emoji: ['⭐', '✨', '👍', '📣', '💡', '🙌'],
    taglines: ['Made for you', 'Quality you can trust', 'Something new for you'],
    points: ['Made for you', 'Quality you can trust', 'Friendly and local', 'Here when you need us'],
    ctas: ['Discover {name}', 'Visit {name} today', 'Get in touch with {name}'],
  },
};
