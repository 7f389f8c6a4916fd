import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlogCategory } from '../blog/parse-post';

/** The blog's categories (platform spec §2), translated; exhaustive over the domain's list. */
export const BLOG_CATEGORY_MESSAGES: Record<BlogCategory, MessageDescriptor> = {
  'New Feature': msg`New feature`,
  'Bug Fix': msg`Bug fix`,
  'Enhancement': msg`Enhancement`,
  'Announcement': msg`Announcement`,
  'Knowledge Base': msg`Knowledge base`,
  'promotional': msg`Promotion`,
  'howto': msg`How-to`,
  'report': msg`Report`,
  'changelog': msg`Changelog`,
};
