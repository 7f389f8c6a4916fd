import type { CommandVocabulary } from '../command-vocabulary';

/** Greek: stems (μπλε, κόκκινο, κόκκινα; σκηνή, σκηνές). */
export const el: CommandVocabulary = {
  match: 'stem',
  words: {
    black: ['μαύρ'], white: ['άσπρ', 'λευκ'], grey: ['γκρι'], red: ['κόκκιν'], orange: ['πορτοκαλ'], yellow: ['κίτριν'], gold: ['χρυσ'],
    green: ['πράσιν'], blue: ['μπλε'], purple: ['μωβ'], pink: ['ροζ'], brown: ['καφέ'], text: ['κείμεν', 'γράμματ'],
    shorter: ['πιο σύντομ', 'συντόμευσ', 'μικρότερ', 'κόντυν'], longer: ['πιο μεγάλ', 'μεγαλύτερ', 'μακρύτερ'], seconds: ['δευτερόλεπτ'],
    scene: ['σκην'], remove: ['αφαίρεσ', 'διάγραψ', 'σβήσ'], last: ['τελευταί'],
    square: ['τετράγων'], vertical: ['κάθετ'], landscape: ['οριζόντι'],
    transparent: ['διαφαν'], 'no music': ['χωρίς μουσική'], music: ['μουσικ'],
    title: ['τίτλ'], transitions: ['μεταβάσ', 'μετάβασ'],
    render: ['εξαγωγ', 'εξήγαγε', 'φτιάξε το βίντεο', 'δημιούργησε το βίντεο'],
    'start over': ['από την αρχή', 'ξεκίνα από την αρχή', 'νέο βίντεο'], then: ['έπειτα', 'και μετά'],
    summary: ['περίληψ', 'σύνοψ'], 'key frames': ['βασικά καρέ', 'καρέ-κλειδιά', 'καρέ κλειδιά', 'στιγμιότυπ'],
    drop: ['παρακαλώ'],
  },
  patterns: [
    { pattern: /προσθεσε (?:μια )?(?:νεα )?σκηνη (?:για|σχετικα με|με) (?<topic>[^.;,\n]+)/, english: 'add a scene about $<topic>' },
  ],
};
