import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { findBlogPost } from '../blog/posts';
import { EnglishOnlyNote } from '../components/blog/english-only-note';
import { PostMeta } from '../components/blog/post-meta';
import { useDocumentHead } from '../components/use-document-head';
import { NotFoundPage } from './not-found-page';

/** /blog/{slug}: one post, its Markdown rendered to HTML at build time. */
export default function BlogPostPage({ slug }: { slug: string }) {
  const post = findBlogPost(slug);
  useDocumentHead({ title: post ? `${post.title} | Kinora` : 'Kinora', description: post?.summary ?? '' });
  if (!post) return <NotFoundPage />;
  return (
    <article className="post stack" data-testid="blog-post">
      <Link href="/blog"><Trans>Back to the blog</Trans></Link>
      <EnglishOnlyNote />
      <PostMeta post={post} />
      <h1 className="landing-title" lang="en" dir="ltr">{post.title}</h1>
      {/* Our own Markdown, rendered by marked at build time from files in the repository. */}
      <div className="post-body" lang="en" dir="ltr" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
