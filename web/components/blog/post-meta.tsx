import { useLingui } from '@lingui/react';
import type { BlogPost } from '../../blog/parse-post';
import { BLOG_CATEGORY_MESSAGES } from '../../i18n/blog-messages';

/** A post's category and date, the date in the interface locale. */
export function PostMeta({ post }: { post: BlogPost }) {
  const { i18n } = useLingui();
  const date = new Date(`${post.date}T12:00:00Z`);
  return (
    <div className="post-meta">
      <span className="tag">{i18n._(BLOG_CATEGORY_MESSAGES[post.category])}</span>
      <time dateTime={post.date}>{i18n.date(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
    </div>
  );
}
