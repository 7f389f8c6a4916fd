/** Words whose usual spelling is not lower case. */
const SPELLINGS: Readonly<Record<string, string>> = {
  ai: 'AI', gif: 'GIF', fps: 'FPS', mp4: 'MP4', xml: 'XML', saas: 'SaaS', youtube: 'YouTube', linkedin: 'LinkedIn',
  facebook: 'Facebook', instagram: 'Instagram', amazon: 'Amazon', '4k': '4K', slo: 'slo',
};

/** A landing slug as the search phrase it stands for: "blur-face-in-videos-online" -> "Blur face in videos online". */
export function humanizeSlug(slug: string): string {
  const words = slug.split('-').map((word) => SPELLINGS[word] ?? word);
  const first = words[0] ?? '';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}
