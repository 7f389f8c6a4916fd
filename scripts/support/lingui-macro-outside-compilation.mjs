/** `msg` without the lingui compiler: the descriptor's message is the English source text (`${x}` becomes {0}, {1}...). */
export const msg = (strings, ...values) => ({
  id: strings.join('{}'),
  message: strings.reduce((text, part, i) => text + (i > 0 ? `{${i - 1}}` : '') + part, ''),
});
