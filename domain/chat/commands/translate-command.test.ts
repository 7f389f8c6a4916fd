import { describe, expect, it } from 'vitest';
import { applyEditMessage, type EditChange } from '../../motion/apply-edit-message';
import { COLOUR_WORDS } from '../../motion/colours';
import { isRenderRequest, isStartOver } from '../../motion/motion-payload';
import { planStoryboard } from '../../motion/plan-storyboard';
import { getStoryboardFrames } from '../../motion/storyboard';
import { getSummarizerIntent } from '../summarizer/plan-summarizer-answer';
import { COMMAND_VOCABULARIES, getCommandVocabulary } from './get-command-vocabulary';
import { translateCommand } from './translate-command';

const base = planStoryboard('Make a 15 second promo for "Bean There Coffee" with fresh roasts, cozy seats and free wifi. Visit beanthere.com');

/** What a user of each locale writes for each command family, and a message that is no command. */
interface LocaleSentences {
  blue: string;
  textYellow: string;
  shorter: string;
  twentySeconds: string;
  addScene: [string, string];
  removeScene2: string;
  square: string;
  vertical: string;
  noMusic: string;
  render: string;
  startOver: string;
  summary: string;
  keyFrames: string;
  question: string;
  chatter: string;
}

const SENTENCES: Record<string, LocaleSentences> = {
  'de-DE': { blue: 'Mach es blau', textYellow: 'Mach den Text gelb', shorter: 'Kürzer bitte', twentySeconds: 'Mach es 20 Sekunden lang', addScene: ['Füge eine Szene über Preise hinzu', 'Preise'], removeScene2: 'Entferne Szene 2', square: 'Quadratisch, bitte', vertical: 'Im Hochformat', noMusic: 'Ohne Musik', render: 'Rendern', startOver: 'Von vorne: ein Spot für Tee', summary: 'Eine Zusammenfassung, bitte', keyFrames: 'Zeig mir die Schlüsselbilder', question: 'Was sagen sie über Fußball?', chatter: 'Hallo, wie geht es dir?' },
  'fr-FR': { blue: 'Mets-le en bleu', textYellow: 'Mets le texte en jaune', shorter: 'Plus court', twentySeconds: 'Fais-le durer 20 secondes', addScene: ['Ajoute une scène sur les tarifs', 'Les tarifs'], removeScene2: 'Supprime la scène 2', square: 'En carré', vertical: 'En format vertical', noMusic: 'Sans musique', render: 'Lance le rendu', startOver: 'Recommence : une pub pour du thé', summary: 'Fais un résumé de la vidéo', keyFrames: 'Montre les images clés', question: 'Que disent-ils du football ?', chatter: 'Bonjour, comment ça va ?' },
  'es-ES': { blue: 'Ponlo azul', textYellow: 'Pon el texto amarillo', shorter: 'Más corto', twentySeconds: 'Que dure 20 segundos', addScene: ['Añade una escena sobre precios', 'Precios'], removeScene2: 'Elimina la escena 2', square: 'Hazlo cuadrado', vertical: 'En vertical', noMusic: 'Sin música', render: 'Renderiza el vídeo', startOver: 'Empieza de nuevo: un anuncio de té', summary: 'Haz un resumen del vídeo', keyFrames: 'Muéstrame los fotogramas clave', question: '¿Qué dicen del fútbol?', chatter: 'Hola, ¿qué tal estás?' },
  'it-IT': { blue: 'Fallo blu', textYellow: 'Rendi il testo giallo', shorter: 'Più corto', twentySeconds: 'Fallo di 20 secondi', addScene: ['Aggiungi una scena sui prezzi', 'Prezzi'], removeScene2: 'Elimina la scena 2', square: 'Formato quadrato', vertical: 'In verticale', noMusic: 'Senza musica', render: 'Esporta il video', startOver: 'Ricomincia: uno spot per il tè', summary: 'Fammi un riassunto', keyFrames: 'Mostrami i fotogrammi chiave', question: 'Cosa dicono del calcio?', chatter: 'Ciao, come stai?' },
  'pt-PT': { blue: 'Deixa-o azul', textYellow: 'Põe o texto amarelo', shorter: 'Mais curto', twentySeconds: 'Faz com 20 segundos', addScene: ['Adiciona uma cena sobre preços', 'Preços'], removeScene2: 'Remove a cena 2', square: 'Formato quadrado', vertical: 'Na vertical', noMusic: 'Sem música', render: 'Exporta o vídeo', startOver: 'Do zero: um anúncio de chá', summary: 'Faz um resumo do vídeo', keyFrames: 'Mostra as imagens-chave', question: 'O que dizem sobre futebol?', chatter: 'Olá, tudo bem?' },
  'nl-NL': { blue: 'Maak het blauw', textYellow: 'Maak de tekst geel', shorter: 'Korter graag', twentySeconds: 'Maak het 20 seconden', addScene: ['Voeg een scène over prijzen toe', 'Prijzen'], removeScene2: 'Verwijder scène 2', square: 'Maak het vierkant', vertical: 'Verticaal', noMusic: 'Geen muziek', render: 'Renderen', startOver: 'Begin opnieuw: een spot voor thee', summary: 'Geef een samenvatting', keyFrames: 'Toon de sleutelbeelden', question: 'Wat zeggen ze over voetbal?', chatter: 'Hallo, hoe gaat het?' },
  'da-DK': { blue: 'Gør den blå', textYellow: 'Gør teksten gul', shorter: 'Kortere', twentySeconds: 'Gør den 20 sekunder lang', addScene: ['Tilføj en scene om priser', 'Priser'], removeScene2: 'Fjern scene 2', square: 'Kvadratisk format', vertical: 'Lodret', noMusic: 'Uden musik', render: 'Eksportér videoen', startOver: 'Start forfra: en reklame for te', summary: 'Giv mig et resumé', keyFrames: 'Vis nøglebilleder', question: 'Hvad siger de om fodbold?', chatter: 'Hej, hvordan går det?' },
  'no-NO': { blue: 'Gjør den blå', textYellow: 'Gjør teksten gul', shorter: 'Kortere', twentySeconds: 'Gjør den 20 sekunder lang', addScene: ['Legg til en scene om priser', 'Priser'], removeScene2: 'Fjern scene 2', square: 'Kvadratisk format', vertical: 'Stående format', noMusic: 'Uten musikk', render: 'Eksporter videoen', startOver: 'Start på nytt: en reklame for te', summary: 'Gi meg et sammendrag', keyFrames: 'Vis nøkkelbilder', question: 'Hva sier de om fotball?', chatter: 'Hei, hvordan går det?' },
  'fi-FI': { blue: 'Tee siitä sininen', textYellow: 'Tee tekstistä keltainen', shorter: 'Lyhyempi', twentySeconds: 'Tee siitä 20 sekuntia pitkä', addScene: ['Lisää kohtaus hinnoista', 'Hinnoista'], removeScene2: 'Poista kohtaus 2', square: 'Neliön muotoinen', vertical: 'Pystymuotoinen', noMusic: 'Ilman musiikkia', render: 'Renderöi video', startOver: 'Aloita alusta: mainos teestä', summary: 'Tee yhteenveto', keyFrames: 'Näytä avainkuvat', question: 'Mitä he sanovat jalkapallosta?', chatter: 'Hei, mitä kuuluu?' },
  'tr-TR': { blue: 'Mavi yap', textYellow: 'Yazıyı sarı yap', shorter: 'Daha kısa olsun', twentySeconds: '20 saniye yap', addScene: ['Fiyatlar hakkında bir sahne ekle', 'Fiyatlar'], removeScene2: '2. sahneyi sil', square: 'Kare yap', vertical: 'Dikey yap', noMusic: 'Müziksiz olsun', render: 'Videoyu oluştur', startOver: 'Baştan başla: çay reklamı', summary: 'Videonun özetini çıkar', keyFrames: 'Anahtar kareleri göster', question: 'Futbol hakkında ne diyorlar?', chatter: 'Merhaba, nasılsın?' },
  'pl-PL': { blue: 'Zrób to na niebiesko', textYellow: 'Zmień kolor tekstu na żółty', shorter: 'Krótszy', twentySeconds: 'Niech trwa 20 sekund', addScene: ['Dodaj scenę o cenach', 'Cenach'], removeScene2: 'Usuń scenę 2', square: 'Format kwadratowy', vertical: 'Format pionowy', noMusic: 'Bez muzyki', render: 'Wyrenderuj wideo', startOver: 'Zacznij od nowa: reklama herbaty', summary: 'Podsumuj to wideo', keyFrames: 'Pokaż klatki kluczowe', question: 'Co mówią o piłce nożnej?', chatter: 'Cześć, jak się masz?' },
  'ru-RU': { blue: 'Сделай синим', textYellow: 'Сделай текст жёлтым', shorter: 'Покороче', twentySeconds: 'Сделай 20 секунд', addScene: ['Добавь сцену о ценах', 'Ценах'], removeScene2: 'Удали сцену 2', square: 'Квадратный формат', vertical: 'Вертикальный формат', noMusic: 'Без музыки', render: 'Отрендери видео', startOver: 'Начни заново: реклама чая', summary: 'Кратко перескажи видео', keyFrames: 'Покажи ключевые кадры', question: 'Что они говорят о футболе?', chatter: 'Привет, как дела?' },
  'el-GR': { blue: 'Κάνε το μπλε', textYellow: 'Κάνε το κείμενο κίτρινο', shorter: 'Πιο σύντομο', twentySeconds: 'Κάνε το 20 δευτερόλεπτα', addScene: ['Πρόσθεσε μια σκηνή για τις τιμές', 'Τις τιμές'], removeScene2: 'Αφαίρεσε τη σκηνή 2', square: 'Τετράγωνο', vertical: 'Κάθετο', noMusic: 'Χωρίς μουσική', render: 'Φτιάξε το βίντεο', startOver: 'Από την αρχή: διαφήμιση για τσάι', summary: 'Κάνε μια περίληψη', keyFrames: 'Δείξε τα βασικά καρέ', question: 'Τι λένε για το ποδόσφαιρο;', chatter: 'Γεια σου, τι κάνεις;' },
  'ar-AE': { blue: 'اجعله أزرق', textYellow: 'اجعل النص أصفر', shorter: 'اجعله أقصر', twentySeconds: 'اجعله ٢٠ ثانية', addScene: ['أضف مشهدًا عن الأسعار', 'الأسعار'], removeScene2: 'احذف المشهد 2', square: 'اجعله مربعا', vertical: 'بشكل عمودي', noMusic: 'بدون موسيقى', render: 'صدّر الفيديو', startOver: 'ابدأ من جديد: إعلان عن الشاي', summary: 'أعطني ملخص الفيديو', keyFrames: 'أرني اللقطات الرئيسية', question: 'ماذا يقولون عن كرة القدم؟', chatter: 'مرحبا، كيف حالك؟' },
  'ja-JP': { blue: '青にして', textYellow: '文字を黄色にして', shorter: 'もっと短く', twentySeconds: '２０秒にして', addScene: ['価格についてのシーンを追加', '価格'], removeScene2: 'シーン2を削除', square: '正方形にして', vertical: '縦長にして', noMusic: '音楽なしで', render: 'レンダリングして', startOver: '最初から：お茶の広告', summary: '動画を要約して', keyFrames: 'キーフレームを見せて', question: 'サッカーについて何と言っていますか？', chatter: 'こんにちは、面白い動画ですね' },
  'zh-CN': { blue: '改成蓝色', textYellow: '把文字改成黄色', shorter: '短一点', twentySeconds: '改成20秒', addScene: ['添加一个关于价格的场景', '价格'], removeScene2: '删除第2个场景', square: '改成正方形', vertical: '改成竖屏', noMusic: '不要音乐', render: '渲染视频', startOver: '重新开始：茶叶广告', summary: '总结一下这个视频', keyFrames: '给我看关键帧', question: '他们说了什么关于足球的？', chatter: '你好，我明白了' },
  'ko-KR': { blue: '파란색으로 바꿔줘', textYellow: '글자를 노란색으로', shorter: '더 짧게 해줘', twentySeconds: '20초로 해줘', addScene: ['가격에 대한 장면을 추가해줘', '가격'], removeScene2: '2번 장면 삭제', square: '정사각형으로', vertical: '세로로 바꿔줘', noMusic: '음악 없이', render: '렌더링해줘', startOver: '처음부터: 차 광고', summary: '영상을 요약해줘', keyFrames: '키프레임 보여줘', question: '축구에 대해 뭐라고 했어?', chatter: '안녕하세요, 잘 지내세요?' },
};

const LOCALES = Object.keys(SENTENCES);
const kinds = (changes: EditChange[]) => changes.map((c) => c.kind);

describe('chat commands in every interface language', () => {
  it('has a vocabulary and test sentences for all 17 languages besides English', () => {
    expect(LOCALES.map((l) => l.slice(0, 2)).sort()).toEqual(Object.keys(COMMAND_VOCABULARIES).sort());
    expect(getCommandVocabulary('en-US')).toBeNull();
    expect(getCommandVocabulary('nb-NO')).toBe(COMMAND_VOCABULARIES.no);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const s = SENTENCES[locale]!;
    const edit = (text: string) => applyEditMessage(base, text, locale);

    it('colours the background or the text', () => {
      expect(edit(s.blue).changes).toEqual([{ kind: 'background_colour', color: COLOUR_WORDS.blue }]);
      expect(edit(s.textYellow).changes).toEqual([{ kind: 'text_colour', color: COLOUR_WORDS.yellow }]);
    });

    it('changes the length', () => {
      expect(getStoryboardFrames(edit(s.shorter).storyboard)).toBeLessThan(getStoryboardFrames(base));
      expect(edit(s.twentySeconds).changes).toEqual([{ kind: 'duration', seconds: 20 }]);
    });

    it('adds a scene with the title as written, and removes scene 2', () => {
      const [text, title] = s.addScene;
      expect(edit(text).changes).toEqual([{ kind: 'scene_added', sceneNumber: 5, title }]);
      expect(edit(s.removeScene2).changes).toEqual([{ kind: 'scene_removed', sceneNumber: 2 }]);
    });

    it('changes the shape and the music', () => {
      expect(edit(s.square).changes).toEqual([{ kind: 'aspect', aspect: '1:1' }]);
      expect(edit(s.vertical).changes).toEqual([{ kind: 'aspect', aspect: '9:16' }]);
      expect(edit(s.noMusic).changes).toEqual([{ kind: 'music', bed: null }]);
    });

    it('asks for the render, or starts over', () => {
      expect(isRenderRequest(s.render, null, locale)).toBe(true);
      expect(isStartOver(s.startOver, locale)).toBe(true);
      expect(isRenderRequest(s.blue, null, locale)).toBe(false);
    });

    it('asks the summarizer for a summary or key frames; a question stays a question', () => {
      expect(getSummarizerIntent(s.summary, null, 'text', locale)).toBe('summary');
      expect(getSummarizerIntent(s.keyFrames, null, 'text', locale)).toBe('visual');
      expect(getSummarizerIntent(s.question, null, 'text', locale)).toBe('search');
    });

    it('does not read a greeting as a command', () => {
      expect(kinds(edit(s.chatter).changes)).toEqual(['not_understood']);
      expect(kinds(edit(s.question).changes)).toEqual(['not_understood']);
      expect(isStartOver(s.chatter, locale) || isRenderRequest(s.chatter, null, locale)).toBe(false);
    });

    it('still understands English', () => {
      expect(edit('make it blue').changes).toEqual([{ kind: 'background_colour', color: COLOUR_WORDS.blue }]);
      expect(kinds(edit('remove scene 2').changes)).toEqual(['scene_removed']);
      expect(getSummarizerIntent('show me the key frames', null, 'text', locale)).toBe('visual');
    });
  });

  it('changes a title and the transitions in German', () => {
    expect(applyEditMessage(base, 'Titel: Neue Röstung', 'de-DE').changes).toEqual([{ kind: 'text_changed', sceneNumber: 1, text: 'Neue Röstung' }]);
    expect(applyEditMessage(base, 'Übergänge mit Überblendung', 'de-DE').changes).toEqual([{ kind: 'transition', transition: 'fade' }]);
  });

  it('keeps what is no command word as the user wrote it (accents, case)', () => {
    expect(translateCommand('Füge eine Szene über Öl & Gas hinzu', 'de-DE')).toBe('add a scene about Öl & Gas');
    expect(translateCommand('Mach es BLAU', 'de')).toBe('Mach es blue');
    expect(translateCommand('make it blue', 'en-US')).toBe('make it blue');
    expect(translateCommand('Mach es blau', null)).toBe('Mach es blau');
  });
});
