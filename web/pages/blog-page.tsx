import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { BLOG_CATEGORIES } from '../../domain/platform';
import { BLOG_POSTS } from '../blog/posts';
import { BLOG_CATEGORY_MESSAGES } from '../i18n/blog-messages';
import { EnglishOnlyNote } from '../components/blog/english-only-note';
import { PostMeta } from '../components/blog/post-meta';
import { useDocumentHead } from '../components/use-document-head';

/** /blog: every post, newest first, filtered by category with ?category=. */
export default function BlogPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const category = new URLSearchParams(useSearch()).get('category');
  const posts = BLOG_POSTS.filter((post) => !category || post.category === category);
  const used = BLOG_CATEGORIES.filter((candidate) => BLOG_POSTS.some((post) => post.category === candidate));
  useDocumentHead({ title: t`Blog | Kinora`, description: t`News, guides and reports about Kinora’s AI video tools.` });
  return (
    <div className="stack blog">
      <div className="page-head">
        <div>
          <h1 className="page-title"><Trans>Blog</Trans></h1>
          <p className="page-sub"><Trans>News, guides and reports about Kinora’s AI video tools.</Trans></p>
        </div>
      </div>
      <EnglishOnlyNote />
      <nav className="tabs" aria-label={t`Blog categories`}>
        <Link href="/blog" className={`tab ${category ? '' : 'active'}`}><Trans>All posts</Trans></Link>
        {used.map((candidate) => (
          <Link key={candidate} href={`/blog?category=${encodeURIComponent(candidate)}`} className={`tab ${category === candidate ? 'active' : ''}`}>
            {i18n._(BLOG_CATEGORY_MESSAGES[candidate])}
          </Link>
        ))}
      </nav>
      <div className="post-list">
        {posts.map((post) => (
          <Link key={post.slug} href={`/blog/${post.slug}`} className="card post-card" data-post={post.slug}>
            <PostMeta post={post} />
            <h2 lang="en" dir="auto">{post.title}</h2>
            <p lang="en" dir="auto">{post.summary}</p>
          </Link>
        ))}
      </div>
    </div>
  );
}
